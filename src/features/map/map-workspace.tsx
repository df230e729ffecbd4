import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { potentialBreachesQuery } from '@/api/models/queries'
import type { Model, PotentialBreach } from '@/api/models/schema'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import { modelMapView } from '@/engine/model-network/model-extent'
import { networkAnchor, type ModelNetwork } from '@/engine/model-network/model-network'
import { selectionForPicking, type PickingMode } from '@/engine/picking/picking'
import {
  parseSelectionList,
  selectionToFeatureRef,
  type MapSelection,
} from '@/engine/picking/selection'
import type { DrawnLayers } from '@/components/map/use-drawn-sources'
import { useMapSources } from '@/components/map/use-map-sources'
import { useModelNetwork } from '@/components/map/use-model-network'
import { BasemapChoice } from '@/components/map/basemap-choice'
import { useBasemapChoice } from '@/components/map/use-basemap-choice'
import { LayerPanel } from '@/components/map/layer-panel'
import { parseLayerList } from '@/engine/map-style/layer-list'
import { pickKindOf, pickModes } from './map-search'
import { useMapSearch } from './use-map-search'
import { SelectionSide } from './selection-side'

function focusOf(
  selection: MapSelection | undefined,
  network: ModelNetwork | undefined,
  breaches: readonly PotentialBreach[],
): [number, number] | null {
  const ref = selectionToFeatureRef(selection ?? null, breaches)
  return ref && network ? networkAnchor(network, ref) : null
}

export function MapWorkspace({ model }: { model: Model }) {
  const { search, toggle, setBasemap, setPick, setSelected } = useMapSearch()
  const basemap = useBasemapChoice('model', { value: search.basemap, onChange: setBasemap })
  const visible = useMemo(() => parseLayerList(search.layers), [search.layers])
  const sources = useMapSources(model.id, visible)
  const [drawn, setDrawn] = useState<DrawnLayers | null>(null)
  // The map picks among the readable breaches; the model page lists the unreadable ones.
  const breaches = useQuery({ ...potentialBreachesQuery(model.id), select: (list) => list.rows })
  const network = useModelNetwork(model.id)

  const requested = parseSelectionList(search.selected)
  const kind = pickKindOf(search.pick, requested)
  const mode = pickModes[kind]
  const picking: PickingMode = {
    kind,
    mode,
    selected: selectionForPicking(requested, kind, mode),
    onChange: setSelected,
    breaches: breaches.data,
  }
  const nodes = kind === 'connection-node' ? network.data?.connectionNodes : null
  const view = modelMapView(model, network.data)

  return (
    <div className="map-page__body">
      <aside className="map-page__layers" aria-label="Map layers">
        <LayerPanel layers={sources.layers} drawn={drawn} onToggle={toggle} />
        <div className="map-panel">
          <BasemapChoice choice={basemap} />
        </div>
      </aside>
      <div className="map-page__map">
        <LazyModelMap
          label={`Map of ${model.name}`}
          layers={sources.mapInputs}
          bounds={view.bounds}
          epsg={model.epsg}
          boundsNote={view.note}
          basemap={basemap.chosen}
          picking={picking}
          connectionNodes={nodes}
          onSourceFailure={sources.reportFailure}
          onDrawnLayers={setDrawn}
          focus={focusOf(picking.selected.at(-1), network.data, breaches.data ?? [])}
        />
      </div>
      <SelectionSide
        modelId={model.id}
        picking={picking}
        onPickKind={setPick}
        breaches={breaches}
        network={network}
      />
    </div>
  )
}
