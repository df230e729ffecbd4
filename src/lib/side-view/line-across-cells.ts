import type { CrsConverter } from '../crs/crs'
import { lonLatToWorld } from '../crs/web-mercator'
import { cellCrossings, type Crossing } from './cell-crossings'
import { cellsAlong, type QuadCorners } from './cells-along'
import { lineLength, sampleLine, type XY } from './line-samples'

/** Fine enough for the smallest cell on a long line, few enough to look up at once. */
const MOST_SAMPLES = 2000
const FINEST_SPACING_M = 0.5

export type LineAcrossCells = {
  /** In the model's CRS: distance from the line's start and x, y in metres. */
  crossings: Crossing[]
  /** Each crossing's place on the map, for the chart's cursor. */
  lonLats: XY[]
  length: number
}

/** A line drawn in lon/lat, sampled in the model's metres, each sample's cell found in the quads' plane. */
export function lineAcrossCells(
  vertices: readonly XY[],
  converter: CrsConverter,
  quads: QuadCorners,
): LineAcrossCells {
  const metres = vertices.map((vertex) => converter.forward(vertex))
  const length = lineLength(metres)
  const samples = sampleLine(metres, Math.max(length / MOST_SAMPLES, FINEST_SPACING_M))
  const lonLats = samples.map(({ x, y }) => converter.inverse([x, y]))
  const places = cellsAlong(
    quads,
    lonLats.map(([lon, lat]) => lonLatToWorld(lon, lat)),
  )
  const crossings = cellCrossings(samples, places)
  const crossingLonLat = crossings.map(({ x, y }) => converter.inverse([x, y]))
  return { crossings, lonLats: crossingLonLat, length }
}

/** The place on the map at a distance along the line, between the crossings around it. */
export function lonLatAt({ crossings, lonLats }: LineAcrossCells, distance: number): XY | null {
  const after = crossings.findIndex((crossing) => crossing.distance >= distance)
  if (after === -1) return lonLats.at(-1) ?? null
  const [from, to] = [crossings[after - 1], crossings[after]]
  const [a, b] = [lonLats[after - 1], lonLats[after]]
  if (!from || !to || !a || !b || to.distance === from.distance) return b ?? null
  const part = (distance - from.distance) / (to.distance - from.distance)
  return [a[0] + (b[0] - a[0]) * part, a[1] + (b[1] - a[1]) * part]
}
