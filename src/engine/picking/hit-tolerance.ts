import type { Geometry, Position } from 'geojson'
import type { DrawnCategory } from '../map-style/map-categories'

/** At least a 24 px target around every point and line (WCAG 2.5.8). */
export const HIT_TOLERANCE_PX = 12

type Pixel = [number, number]
type Project = (position: Position) => Pixel

function toSegment(p: Pixel, a: Pixel, b: Pixel): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length
  const along = Math.max(0, Math.min(1, t))
  return Math.hypot(p[0] - (a[0] + along * dx), p[1] - (a[1] + along * dy))
}

function toLine(p: Pixel, line: readonly Position[], project: Project): number {
  const pixels = line.map(project)
  if (pixels.length === 1 && pixels[0]) return toSegment(p, pixels[0], pixels[0])
  let nearest = Number.POSITIVE_INFINITY
  for (let index = 1; index < pixels.length; index += 1) {
    const [a, b] = [pixels[index - 1], pixels[index]]
    if (a && b) nearest = Math.min(nearest, toSegment(p, a, b))
  }
  return nearest
}

/** null for an area: a grid cell is hit only where the pointer is, not from its neighbours. */
export function screenDistance(pointer: Pixel, geometry: Geometry, project: Project) {
  switch (geometry.type) {
    case 'Point':
      return toLine(pointer, [geometry.coordinates], project)
    case 'MultiPoint':
      return Math.min(...geometry.coordinates.map((at) => toLine(pointer, [at], project)))
    case 'LineString':
      return toLine(pointer, geometry.coordinates, project)
    case 'MultiLineString':
      return Math.min(...geometry.coordinates.map((line) => toLine(pointer, line, project)))
    default:
      return null
  }
}

/** Long lines give way to small features on them: at a regional zoom a weir is a dot on a channel. */
export const hitRank = (category: DrawnCategory | null) =>
  category !== null && longLineCategories.includes(category) ? 1 : 0
const longLineCategories: readonly DrawnCategory[] = ['channels', 'pipes', 'levees']

/** Of equally near candidates the first wins: it is drawn on top. */
export function nearestWithinTolerance<T>(
  candidates: readonly T[],
  distanceOf: (candidate: T) => number | null,
  rankOf: (candidate: T) => number = () => 0,
): T | null {
  let best: { candidate: T; rank: number; distance: number } | null = null
  for (const candidate of candidates) {
    const distance = distanceOf(candidate)
    if (distance === null || distance > HIT_TOLERANCE_PX) continue
    const rank = rankOf(candidate)
    const better = !best || rank < best.rank || (rank === best.rank && distance < best.distance)
    if (better) best = { candidate, rank, distance }
  }
  return best?.candidate ?? null
}
