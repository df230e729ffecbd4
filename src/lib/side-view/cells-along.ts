import type { XY } from './line-samples'

/** A grid's cells as four corners each (x0 y0, x1 y0, x0 y1, x1 y1), relative to `origin`. */
export type QuadCorners = {
  places: number
  origin: readonly [number, number]
  corners: Float32Array
}

export const NO_CELL = -1

/** The cells whose box meets the points' box, found in one pass over the grid. */
function cellsNear(quads: QuadCorners, points: readonly XY[]): number[] {
  const [ox, oy] = quads.origin
  const xs = points.map(([x]) => x - ox)
  const ys = points.map(([, y]) => y - oy)
  const [west, east] = [Math.min(...xs), Math.max(...xs)]
  const [south, north] = [Math.min(...ys), Math.max(...ys)]
  const near: number[] = []
  const { corners } = quads
  for (let place = 0; place < quads.places; place += 1) {
    const at = place * 8
    const [x0, y0, x1, y1] = [
      corners[at] ?? 0,
      corners[at + 1] ?? 0,
      corners[at + 6] ?? 0,
      corners[at + 7] ?? 0,
    ]
    if (x0 === x1 || y0 === y1) continue
    const [left, right, low, high] = [
      Math.min(x0, x1),
      Math.max(x0, x1),
      Math.min(y0, y1),
      Math.max(y0, y1),
    ]
    if (right >= west && left <= east && high >= south && low <= north) near.push(place)
  }
  return near
}

function contains(quads: QuadCorners, place: number, x: number, y: number): boolean {
  const at = place * 8
  const { corners } = quads
  const [x0, y0, x1, y1] = [
    corners[at] ?? 0,
    corners[at + 1] ?? 0,
    corners[at + 6] ?? 0,
    corners[at + 7] ?? 0,
  ]
  return (
    x >= Math.min(x0, x1) && x < Math.max(x0, x1) && y >= Math.min(y0, y1) && y < Math.max(y0, y1)
  )
}

/** The place of the cell under each point, or NO_CELL. */
export function cellsAlong(quads: QuadCorners, points: readonly XY[]): Int32Array {
  const places = new Int32Array(points.length).fill(NO_CELL)
  if (points.length === 0) return places
  const near = cellsNear(quads, points)
  let last = NO_CELL
  points.forEach(([px, py], index) => {
    const [x, y] = [px - quads.origin[0], py - quads.origin[1]]
    // Neighbouring points mostly share a cell: try the last one first.
    if (last !== NO_CELL && contains(quads, last, x, y)) places[index] = last
    else {
      last = near.find((place) => contains(quads, place, x, y)) ?? NO_CELL
      places[index] = last
    }
  })
  return places
}
