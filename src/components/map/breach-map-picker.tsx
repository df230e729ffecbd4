import type { ReactNode } from 'react'
import type { Model, PotentialBreach } from '@/api/models/schema'
import { FieldError } from '@/components/form/field-error'
import { breachFeatureRef, findPotentialBreachById } from '@/engine/picking/breach-lookup'
import type { MapCategory } from '@/engine/map-style/map-categories'
import { MapWithPickList } from './map-with-pick-list'
import { networkAnchor } from '@/engine/model-network/model-network'
import type { PickingMode, PickMode } from '@/engine/picking/picking'
import { PickList } from './pick-list'
import { breachItems } from '@/engine/picking/pick-list-items'
import type { MapSelection } from '@/engine/picking/selection'
import { useMapSources } from './use-map-sources'
import { useModelNetwork } from './use-model-network'

const pickerLayers: readonly MapCategory[] = ['levees', 'channels', 'breaches']

export function BreachMapPicker({
  model,
  potentialBreaches,
  mode,
  selected,
  onChange,
  legend,
  listLabel,
  error,
  errorId,
  children,
}: {
  model: Model
  potentialBreaches: readonly PotentialBreach[]
  mode: PickMode
  selected: readonly MapSelection[]
  onChange: (selected: MapSelection[]) => void
  legend: string
  listLabel: string
  error: string | undefined
  errorId: string
  children?: ReactNode
}) {
  const sources = useMapSources(model.id, pickerLayers)
  const network = useModelNetwork(model.id)
  const picking: PickingMode = {
    kind: 'breach',
    mode,
    selected,
    onChange,
    breaches: potentialBreaches,
  }
  const chosen = mode === 'single' ? selected.at(-1) : undefined
  const record = chosen ? findPotentialBreachById(potentialBreaches, chosen.id) : null
  const focus =
    record && network.data ? networkAnchor(network.data, breachFeatureRef(record)) : null
  return (
    <fieldset
      className={error ? 'breach-chooser field--invalid' : 'breach-chooser'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {legend} <span className="field__required">(required)</span>
      </legend>
      {children}
      <FieldError message={error} id={errorId} />
      <MapWithPickList
        model={model}
        label={`Potential breaches of ${model.name}`}
        layers={sources.mapInputs}
        picking={picking}
        hoverable={['breaches']}
        onSourceFailure={sources.reportFailure}
        focus={focus}
        boxSelect={mode === 'multiple'}
        pickList={
          <PickList label={listLabel} items={breachItems(potentialBreaches)} picking={picking} />
        }
      />
      {mode === 'multiple' ? (
        <p className="muted">
          Click a breach to add or remove it; Shift + drag a box to add every breach inside it.
        </p>
      ) : null}
    </fieldset>
  )
}
