import type { FeatureProperties } from './feature-properties'
import type { PickableCategory } from '../map-style/map-categories'

// Apart from model-network.ts so connection-nodes.ts can read structures without an import cycle.
export type LonLat = [number, number]

export type StructureFeature = {
  category: Exclude<PickableCategory, 'connection-nodes'>
  id: number
  properties: FeatureProperties
  /** Where to look on the map: the point itself, or the middle vertex of a line. */
  anchor: LonLat | null
  /** A line's first and last vertex: where its start and end connection nodes lie. */
  ends: { start: LonLat; end: LonLat } | null
}
