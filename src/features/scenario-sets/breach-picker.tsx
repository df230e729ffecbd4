import type { Model, PotentialBreach } from '@/api/models/schema'
import { BreachMapPicker } from '@/components/map/breach-map-picker'
import type { MapSelection } from '@/engine/picking/selection'

/** The breaches of a set: click on the map to add or remove one, or tick them in the list. */
export function BreachPicker({
  model,
  potentialBreaches,
  selected,
  onChange,
  error,
  legend = 'Breaches, one run each',
}: {
  model: Model
  potentialBreaches: readonly PotentialBreach[]
  selected: readonly MapSelection[]
  onChange: (selected: MapSelection[]) => void
  error: string | undefined
  legend?: string
}) {
  return (
    <BreachMapPicker
      model={model}
      potentialBreaches={potentialBreaches}
      mode="multiple"
      selected={selected}
      onChange={onChange}
      legend={legend}
      listLabel="Pick the breaches"
      error={error}
      errorId="set-breaches-error"
    />
  )
}
