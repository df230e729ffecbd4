import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { potentialBreachesQuery } from '@/api/queries/models'
import type { Model } from '@/api/schemas/models'
import { indexBreachesByConnectedPoint } from '@/components/map/breach-lookup'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import { pickableCategories } from '@/components/map/map-categories'
import type { PickingMode } from '@/components/map/picking'
import {
  formatSelection,
  parseSelection,
  pickedToSelection,
  selectionToFeatureRef,
  type MapSelection,
} from '@/components/map/selection'
import { useMapSources } from '@/components/map/use-map-sources'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { BasemapChoice } from './basemap-choice'
import { LayerPanel } from './layer-panel'
import { parseLayerList } from './map-search'
import { useMapSearch } from './use-map-search'
import { SelectionSide } from './selection-side'
import { useStructureFeatures } from './use-structure-features'

function boundsOf(model: Model): [[number, number], [number, number]] | null {
  const extent = model.extent_two_d ?? model.extent_one_d
  return extent ? extent.coordinates : null
}

export function MapWorkspace({ model }: { model: Model }) {
  const { search, update: updateSearch, toggle, setBasemap } = useMapSearch()
  const { basemapUrl } = useRuntimeConfig()
  const visible = useMemo(() => parseLayerList(search.layers), [search.layers])
  const selection = parseSelection(search.selected)
  const sources = useMapSources(model.id, visible)
  const breaches = useQuery(potentialBreachesQuery(model.id))
  const structures = useStructureFeatures(model.id)
  const breachIndex = useMemo(
    () => indexBreachesByConnectedPoint(breaches.data ?? []),
    [breaches.data],
  )
  const selectedRef = selectionToFeatureRef(selection, breaches.data ?? [])

  const select = (next: MapSelection | null) =>
    updateSearch({ selected: next ? formatSelection(next) : '' })
  const picking: PickingMode = {
    categories: pickableCategories,
    selected: selectedRef,
    onPick: (picked) => {
      const next = pickedToSelection(picked, breachIndex)
      if (next) select(next)
    },
  }
  const focus =
    (selectedRef &&
      structures.data?.find((f) => f.category === selectedRef.category && f.id === selectedRef.id)
        ?.anchor) ??
    null

  return (
    <div className="map-page__body">
      <aside className="map-page__layers" aria-label="Map layers">
        <LayerPanel layers={sources.layers} onToggle={toggle} />
        {basemapUrl ? <BasemapChoice value={search.basemap} onChange={setBasemap} /> : null}
      </aside>
      <div className="map-page__map">
        <LazyModelMap
          label={`Map of ${model.name}`}
          layers={sources.mapInputs}
          bounds={boundsOf(model)}
          basemapUrl={search.basemap === 'online' ? basemapUrl : null}
          picking={picking}
          onSourceFailure={sources.reportFailure}
          focus={focus}
        />
      </div>
      <SelectionSide
        selection={selection}
        breaches={breaches}
        structures={structures}
        onSelect={select}
      />
    </div>
  )
}
