import type { Map as MaplibreMap } from 'maplibre-gl'
import { CELLS_TILE_LAYER } from '@/engine/grid-tiles/grid-tiles-api'
import { sourceId } from '../map-style/layer-specs'
import type { DrawnCategory } from '../map-style/map-categories'

export type FeatureTarget = { source: string; sourceLayer?: string }

/** A tiled source (the grid's vector tiles) also names its layer; null while it is not there. */
export function featureTarget(map: MaplibreMap, category: DrawnCategory): FeatureTarget | null {
  const source = sourceId(category)
  const spec = map.getSource(source)
  if (!spec) return null
  return spec.type === 'vector' ? { source, sourceLayer: CELLS_TILE_LAYER } : { source }
}
