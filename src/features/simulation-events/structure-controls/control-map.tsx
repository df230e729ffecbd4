import type { Model } from '@/api/models/schema'
import type { MapCategory } from '@/engine/map-style/map-categories'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import { PickList } from '@/components/map/pick-list'
import { connectionNodeItems, structureItems } from '@/engine/picking/pick-list-items'
import type { PickingMode } from '@/engine/picking/picking'
import { useMapSources } from '@/components/map/use-map-sources'
import { MapWithPickList } from '@/components/map/map-with-pick-list'
import { lineCategories, type LocationClass } from './measure-location-class'

const controlLayers: readonly MapCategory[] = [
  'channels',
  'pipes',
  'culverts',
  'weirs',
  'orifices',
  'pumps',
  'manholes',
]

/** Its own lazy chunk; the list beside the map also works without WebGL. */
export function ControlMap({
  model,
  network,
  picking,
  measuring = null,
  label,
  groupsOf,
}: {
  model: Model
  network: ModelNetwork | undefined
  picking: PickingMode
  measuring?: LocationClass | null
  label: string
  /** Names whose list this is, when another form's list on the page has the same groups. */
  groupsOf?: string
}) {
  const sources = useMapSources(model.id, controlLayers)
  const items =
    measuring === 'node'
      ? connectionNodeItems(network?.connectionNodes ?? [])
      : structureItems(network?.structures ?? [])
  const hoverable =
    measuring === 'node'
      ? ['connection-nodes' as const]
      : measuring === 'line'
        ? lineCategories
        : controlLayers
  return (
    <MapWithPickList
      model={model}
      label={`${label} on the map of ${model.name}`}
      layers={sources.mapInputs}
      picking={picking}
      connectionNodes={measuring === 'node' ? (network?.connectionNodes ?? null) : null}
      hoverable={hoverable}
      onSourceFailure={sources.reportFailure}
      pickList={
        <div className="breach-chooser">
          <PickList label={label} items={items} picking={picking} groupsOf={groupsOf} />
        </div>
      }
    />
  )
}
