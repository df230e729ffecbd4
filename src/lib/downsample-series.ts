import { LTTB } from 'downsample'

export type SeriesPoint = { x: number; y: number }

/** About one point per pixel of a wide chart: enough to draw, few enough to stay smooth. */
export const CHART_POINTS = 1000

/** LTTB down to `target` points, plus the lowest and highest: a peak must never vanish. */
export function downsampleSeries(points: readonly SeriesPoint[], target = CHART_POINTS) {
  if (points.length <= target) return [...points]
  const kept = LTTB(
    points.map((point) => [point.x, point.y] as [number, number]),
    Math.max(3, target - 2),
  )
  const result: SeriesPoint[] = Array.from(kept, (point) =>
    Array.isArray(point)
      ? { x: Number(point[0]), y: point[1] }
      : { x: Number(point.x), y: point.y },
  )
  let lowest = points[0]
  let highest = points[0]
  for (const point of points) {
    if (lowest === undefined || point.y < lowest.y) lowest = point
    if (highest === undefined || point.y > highest.y) highest = point
  }
  for (const extreme of [lowest, highest]) {
    if (extreme && !result.some((point) => point.x === extreme.x && point.y === extreme.y)) {
      result.push(extreme)
    }
  }
  return result.sort((a, b) => a.x - b.x)
}
