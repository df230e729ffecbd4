import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import { featureTarget } from '@/engine/picking/feature-target'
import type { FeatureRef } from '@/engine/map-style/map-categories'

/**
 * A map unmounting is removed by its own effect before this hook's cleanup runs; a removed map
 * has no style left, and asking it for a source would throw (and take the next page down).
 */
function isRemoved(map: MaplibreMap): boolean {
  return (map.style as MaplibreMap['style'] | undefined) === undefined
}

function markSelected(map: MaplibreMap, refs: readonly FeatureRef[], selected: boolean): void {
  if (isRemoved(map)) return
  for (const { category, id } of refs) {
    const target = featureTarget(map, category)
    if (target) map.setFeatureState({ ...target, id }, { selected })
  }
}

/**
 * Marks every selected feature through feature-state, so the layers' paint highlights them
 * without re-tiling. Runs again when a source appears (a layer switched on after the selection).
 */
export function useSelectionHighlight(
  map: MaplibreMap | null,
  selected: readonly FeatureRef[],
  sourcesKey: string,
): void {
  const key = selected.map((ref) => `${ref.category}:${ref.id}`).join(',')
  const current = useEffectEvent(() => selected)
  useEffect(() => {
    if (!map || key === '') return
    const marked = current()
    markSelected(map, marked, true)
    return () => markSelected(map, marked, false)
  }, [map, key, sourcesKey])
}
