import type { Map as MaplibreMap, MapSourceDataEvent } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import { sourceId } from '@/engine/map-style/layer-specs'
import type { MapCategory } from '@/engine/map-style/map-categories'
import type { ModelLayerInput } from '@/engine/map-style/map-style'

export type DrawnLayers = Partial<Record<MapCategory, string>>

/** So a layer list says "preparing": grid tiles are cut in a worker, in seconds (decision 0018). */
export function useDrawnSources(
  map: MaplibreMap | null,
  inputs: readonly ModelLayerInput[],
  onDrawn: ((drawn: DrawnLayers | null) => void) | undefined,
): void {
  const check = useEffectEvent((drawn: DrawnLayers, event?: MapSourceDataEvent) => {
    if (!map) return
    let changed = false
    for (const { category, url, visible } of inputs) {
      const id = sourceId(category)
      if ((event && event.sourceId !== id) || !url || !visible || drawn[category] === url) continue
      if (map.getSource(id) && map.isSourceLoaded(id)) {
        drawn[category] = url
        changed = true
      }
    }
    if (changed) onDrawn?.({ ...drawn })
  })
  const report = useEffectEvent((drawn: DrawnLayers | null) => onDrawn?.(drawn))
  useEffect(() => {
    if (!map) return
    const drawn: DrawnLayers = {}
    report({})
    const onIdle = () => check(drawn)
    // Only a tile's arrival: a source's first event comes before any tile was asked for.
    const onData = (event: MapSourceDataEvent) => {
      if (event.tile) check(drawn, event)
    }
    map.on('idle', onIdle)
    map.on('sourcedata', onData)
    return () => {
      map.off('idle', onIdle)
      map.off('sourcedata', onData)
      report(null)
    }
  }, [map])
}
