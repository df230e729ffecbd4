import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect } from 'react'
import { sourceId } from './layer-specs'
import type { FeatureRef } from './map-categories'

/**
 * Marks the selected feature through feature-state, so the layers' paint highlights it without
 * re-tiling. Runs again when its source appears (a layer switched on after the selection).
 */
export function useSelectionHighlight(
  map: MaplibreMap | null,
  selected: FeatureRef | null,
  sourcesKey: string,
): void {
  const category = selected?.category
  const id = selected?.id
  useEffect(() => {
    if (!map || category === undefined || id === undefined) return
    const source = sourceId(category)
    if (!map.getSource(source)) return
    map.setFeatureState({ source, id }, { selected: true })
    return () => {
      if (map.getSource(source)) map.setFeatureState({ source, id }, { selected: false })
    }
  }, [map, category, id, sourcesKey])
}
