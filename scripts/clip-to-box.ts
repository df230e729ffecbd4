import type { Position } from 'geojson'

/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number]

type Inside = (point: Position) => boolean
type Cut = (from: Position, to: Position) => Position

function clipAgainstEdge(ring: Position[], inside: Inside, cut: Cut): Position[] {
  const clipped: Position[] = []
  ring.forEach((point, index) => {
    const next = ring[(index + 1) % ring.length] ?? point
    if (inside(point)) clipped.push(point)
    if (inside(point) !== inside(next)) clipped.push(cut(point, next))
  })
  return clipped
}

const atX =
  (x: number): Cut =>
  (a, b) => [
    x,
    (a[1] ?? 0) + (((b[1] ?? 0) - (a[1] ?? 0)) * (x - (a[0] ?? 0))) / ((b[0] ?? 0) - (a[0] ?? 0)),
  ]
const atY =
  (y: number): Cut =>
  (a, b) => [
    (a[0] ?? 0) + (((b[0] ?? 0) - (a[0] ?? 0)) * (y - (a[1] ?? 0))) / ((b[1] ?? 0) - (a[1] ?? 0)),
    y,
  ]

const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/**
 * A closed ring cut to the box (Sutherland-Hodgman), rounded to 5 decimals (about a metre);
 * `null` when nothing of it is inside. Parts of a concave ring joined along the box's edge are
 * drawn right by a fill, which is all the basemap needs.
 */
export function clipRingToBox(
  ring: Position[],
  [west, south, east, north]: Box,
): Position[] | null {
  let points = ring.slice(0, -1)
  const edges: [Inside, Cut][] = [
    [(p) => (p[0] ?? 0) >= west, atX(west)],
    [(p) => (p[0] ?? 0) <= east, atX(east)],
    [(p) => (p[1] ?? 0) >= south, atY(south)],
    [(p) => (p[1] ?? 0) <= north, atY(north)],
  ]
  for (const [inside, cut] of edges) {
    if (points.length === 0) return null
    points = clipAgainstEdge(points, inside, cut)
  }
  const rounded = points.map((p) => [round5(p[0] ?? 0), round5(p[1] ?? 0)])
  const distinct = rounded.filter((p, i) => {
    const previous = rounded[(i + rounded.length - 1) % rounded.length]
    return !previous || previous[0] !== p[0] || previous[1] !== p[1]
  })
  const first = distinct[0]
  return distinct.length >= 3 && first ? [...distinct, first] : null
}
