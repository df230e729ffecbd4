import { useCallback, useMemo, useState } from 'react'
import type { DrawnLayers } from '@/components/map/use-drawn-sources'
import { useMapSources, type ModelLayer } from '@/components/map/use-map-sources'
import { formatLayerList, parseLayerList, toggleLayer } from '@/engine/map-style/layer-list'
import type { MapCategory } from '@/engine/map-style/map-categories'
import type { UpdateSearch } from '@/components/hooks/use-validated-search'
import { overWaterCategories, type resultsMapSearch } from './results-map-search'

const offered = (category: MapCategory) =>
  overWaterCategories.some((candidate) => candidate === category)

export type ModelOverlay = {
  layers: ModelLayer[]
  drawn: DrawnLayers | null
  onToggle: (category: MapCategory, on: boolean) => void
}

/** The model map's layers over the water, switched on in the URL's `layers`. */
export function useModelOverlay(
  modelId: number,
  listed: string,
  update: UpdateSearch<typeof resultsMapSearch>,
) {
  const visible = useMemo(() => parseLayerList(listed).filter(offered), [listed])
  const sources = useMapSources(modelId, visible)
  const [drawn, setDrawn] = useState<DrawnLayers | null>(null)
  const inputs = sources.mapInputs.filter((input) => offered(input.category))
  const key = JSON.stringify(inputs)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same inputs keep their identity
  const mapInputs = useMemo(() => inputs, [key])
  // At once, as the model map writes it: a quick second tick builds on the first.
  const onToggle = useCallback(
    (category: MapCategory, on: boolean) =>
      update({ layers: formatLayerList(toggleLayer(visible, category, on)) }, { flushSync: true }),
    [visible, update],
  )
  const overlay: ModelOverlay = {
    layers: sources.layers.filter((layer) => offered(layer.category)),
    drawn,
    onToggle,
  }
  return {
    overlay,
    mapInputs,
    /** A shown layer is on the map: the water then goes under it (decision 0049). */
    inFrame: mapInputs.some((input) => input.visible && input.url !== null),
    onDrawnLayers: setDrawn,
    onSourceFailure: sources.reportFailure,
  }
}
