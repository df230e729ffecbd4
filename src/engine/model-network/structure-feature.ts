import type { FeatureProperties } from './feature-properties'
import type { PickableCategory } from '../map-style/map-categories'

// Apart from model-network.ts so connection-nodes.ts can read structures without an import cycle.
export type LonLat = [number, number]

export type StructureFeature = {
  category: Exclude<PickableCategory, 'connection-nodes'>
  id: number
  properties: FeatureProperties
  anchor: LonLat | null
  ends: { start: LonLat; end: LonLat } | null
}
