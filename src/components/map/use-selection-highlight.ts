import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import { featureTarget } from '@/engine/picking/feature-target'
import type { FeatureRef } from '@/engine/map-style/map-categories'

/** A removed map has no style: asking it for a source would throw. */
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

/** Through feature-state, so the paint highlights without re-tiling. */
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
