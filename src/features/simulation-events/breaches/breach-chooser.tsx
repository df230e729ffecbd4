import type { Model, PotentialBreach } from '@/api/models/schema'
import { MapWithPickList } from '@/components/map/map-with-pick-list'
import { networkAnchor } from '@/components/map/model-network'
import type { PickingMode } from '@/components/map/picking'
import { PickList } from '@/components/map/pick-list'
import { breachItems } from '@/components/map/pick-list-items'
import { breachFeatureRef } from '@/components/map/breach-lookup'
import type { MapCategory } from '@/components/map/map-categories'
import { useMapSources } from '@/components/map/use-map-sources'
import { useModelNetwork } from '@/components/map/use-model-network'
import { FieldError } from '@/components/form/field-error'
import { potentialBreachName } from './potential-breach-name'

/** What a modeller needs to find a breach location: the levees, the water ways, the breaches. */
const chooserLayers: readonly MapCategory[] = ['levees', 'channels', 'breaches']

/**
 * The potential breach a breach event starts from: picked on the model's map (its own lazy
 * chunk) or from the searchable list beside it, which also works without WebGL.
 */
export function BreachChooser({
  model,
  potentialBreaches,
  chosen,
  onChoose,
  error,
}: {
  model: Model
  potentialBreaches: readonly PotentialBreach[]
  chosen: PotentialBreach | null
  onChoose: (id: number | null) => void
  error: string | undefined
}) {
  const sources = useMapSources(model.id, chooserLayers)
  const network = useModelNetwork(model.id)
  const picking: PickingMode = {
    kind: 'breach',
    mode: 'single',
    selected: chosen ? [{ category: 'breaches', id: chosen.id }] : [],
    onChange: (selected) => onChoose(selected.at(-1)?.id ?? null),
    breaches: potentialBreaches,
  }
  const focus =
    chosen && network.data ? networkAnchor(network.data, breachFeatureRef(chosen)) : null
  return (
    <fieldset
      className={error ? 'breach-chooser field--invalid' : 'breach-chooser'}
      aria-describedby={error ? 'breach-chooser-error' : undefined}
    >
      <legend className="field__label">
        Potential breach <span className="field__required">(required)</span>
      </legend>
      <p className="breach-chooser__chosen" aria-live="polite">
        {chosen
          ? `Chosen: ${potentialBreachName(chosen)} (${chosen.levee_material} levee, maximum depth ${chosen.maximum_breach_depth} m)`
          : 'Click a breach on the map or choose one from the list.'}
      </p>
      <FieldError message={error} id="breach-chooser-error" />
      <MapWithPickList
        model={model}
        label={`Potential breaches of ${model.name}`}
        layers={sources.mapInputs}
        picking={picking}
        hoverable={['breaches']}
        onSourceFailure={sources.reportFailure}
        focus={focus}
        pickList={
          <PickList
            label="Pick a potential breach"
            items={breachItems(potentialBreaches)}
            picking={picking}
          />
        }
      />
    </fieldset>
  )
}
