import type { Model, PotentialBreach } from '@/api/models/schema'
import { FieldError } from '@/components/form/field-error'
import type { MapCategory } from '@/components/map/map-categories'
import { MapWithPickList } from '@/components/map/map-with-pick-list'
import type { MapSelection } from '@/components/map/selection'
import type { PickingMode } from '@/components/map/picking'
import { PickList } from '@/components/map/pick-list'
import { breachItems } from '@/components/map/pick-list-items'
import { useMapSources } from '@/components/map/use-map-sources'

const pickerLayers: readonly MapCategory[] = ['levees', 'channels', 'breaches']

/** The breaches of a set: click on the map to add or remove one, or tick them in the list. */
export function BreachPicker({
  model,
  potentialBreaches,
  selected,
  onChange,
  error,
}: {
  model: Model
  potentialBreaches: readonly PotentialBreach[]
  selected: readonly MapSelection[]
  onChange: (selected: MapSelection[]) => void
  error: string | undefined
}) {
  const sources = useMapSources(model.id, pickerLayers)
  const picking: PickingMode = {
    kind: 'breach',
    mode: 'multiple',
    selected,
    onChange,
    breaches: potentialBreaches,
  }
  return (
    <fieldset
      className={error ? 'breach-chooser field--invalid' : 'breach-chooser'}
      aria-describedby={error ? 'set-breaches-error' : undefined}
    >
      <legend className="field__label">
        Breaches, one run each <span className="field__required">(required)</span>
      </legend>
      <FieldError message={error} id="set-breaches-error" />
      <MapWithPickList
        model={model}
        label={`Potential breaches of ${model.name}`}
        layers={sources.mapInputs}
        picking={picking}
        hoverable={['breaches']}
        onSourceFailure={sources.reportFailure}
        pickList={
          <PickList
            label="Pick the breaches"
            items={breachItems(potentialBreaches)}
            picking={picking}
          />
        }
      />
    </fieldset>
  )
}
