import type { Extent } from '@/api/common'
import type { LonLat } from '@/engine/model-network/structure-feature'

const WIDTH = 96
const HEIGHT = 64
const MARGIN = 6

/** Light on purpose (no map library, no tiles): the list may hold many breaches. */
export function BreachLocationSketch({
  extent,
  point,
  label,
}: {
  extent: Extent | null
  point: LonLat | null
  label: string
}) {
  const position = extent && point ? placeIn(extent, point) : null
  return (
    <svg
      className="breach-sketch"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      <rect
        className="breach-sketch__model"
        x={MARGIN}
        y={MARGIN}
        width={WIDTH - 2 * MARGIN}
        height={HEIGHT - 2 * MARGIN}
      />
      {position ? (
        <circle className="breach-sketch__breach" cx={position.x} cy={position.y} r={4} />
      ) : null}
    </svg>
  )
}

/** Lon/lat inside the extent's box → a point of the drawing (north up), clamped to its border. */
export function placeIn(extent: Extent, [lon, lat]: LonLat): { x: number; y: number } {
  const [[west, south], [east, north]] = extent.coordinates
  const across = (value: number, low: number, high: number) =>
    high === low ? 0.5 : Math.min(1, Math.max(0, (value - low) / (high - low)))
  return {
    x: MARGIN + across(lon, west, east) * (WIDTH - 2 * MARGIN),
    y: MARGIN + (1 - across(lat, south, north)) * (HEIGHT - 2 * MARGIN),
  }
}
