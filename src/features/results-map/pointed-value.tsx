import type { MapPoint } from './results-map-search'
import { pointLabel } from './use-point-series'

type Props = {
  point: MapPoint | null
  quantity: string
  cells: Float32Array | null
  nodes: Float32Array | null
  cellCount: number
}

function valueText(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? 'no value' : `${value.toFixed(2)} m`
}

/** The value drawn under the pointer at the shown time, with the cell's or node's id. */
export function PointedValue({ point, quantity, cells, nodes, cellCount }: Props) {
  if (!point) return null
  const values = point.mesh === '2D' ? cells : nodes
  return (
    <p className="results-map__pointed" aria-label="Value under the pointer">
      {`${pointLabel(point, cellCount)}: ${quantity} ${valueText(values?.[point.place])}`}
    </p>
  )
}
