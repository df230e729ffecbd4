import type { Map as MaplibreMap } from 'maplibre-gl'
import { createPortal } from 'react-dom'
import type { XY } from '@/lib/side-view/line-samples'
import { useMapMoves } from './use-map-moves'

type Props = {
  map: MaplibreMap
  vertices: readonly XY[]
  /** Where the chart's cursor is along the line. */
  marked: XY | null
  /** While drawing: the pointer, where the next vertex would go. */
  pointer: XY | null
}

/** Over the water's own canvas (record 0038), which would hide a maplibre layer under it. */
export function LineOverlay({ map, vertices, marked, pointer }: Props) {
  useMapMoves(map)
  const pixels = [...vertices, ...(pointer ? [pointer] : [])].map(([lon, lat]) =>
    map.project([lon, lat]),
  )
  const dot = marked ? map.project([marked[0], marked[1]]) : null
  return createPortal(
    <svg className="side-view__overlay" aria-hidden="true">
      <polyline
        className="side-view__line"
        points={pixels.map(({ x, y }) => `${x},${y}`).join(' ')}
      />
      {pixels.slice(0, vertices.length).map(({ x, y }, index) => (
        <circle key={index} className="side-view__vertex" cx={x} cy={y} r={4} />
      ))}
      {dot ? <circle className="side-view__marked" cx={dot.x} cy={dot.y} r={6} /> : null}
    </svg>,
    map.getContainer(),
  )
}
