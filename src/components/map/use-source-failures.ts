import type { ErrorEvent, Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import { sourceId } from '@/engine/map-style/layer-specs'
import { mapCategories } from '@/engine/map-style/map-categories'
import type { ModelLayerInput } from '@/engine/map-style/map-style'
import type { SourceFailure } from './use-map-sources'

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  return typeof error.status === 'number' ? error.status : null
}

export function useSourceFailures(
  map: MaplibreMap | null,
  inputs: readonly ModelLayerInput[],
  onFailure: ((failure: SourceFailure) => void) | undefined,
): void {
  const report = useEffectEvent((event: ErrorEvent) => {
    const failedSource = 'sourceId' in event ? event.sourceId : null
    const category = mapCategories.find((candidate) => sourceId(candidate) === failedSource)
    const url = inputs.find((input) => input.category === category)?.url
    if (!category || !url) return
    onFailure?.({ category, url, status: statusOf(event.error) })
  })
  useEffect(() => {
    if (!map) return
    map.on('error', report)
    return () => {
      map.off('error', report)
    }
  }, [map])
}
