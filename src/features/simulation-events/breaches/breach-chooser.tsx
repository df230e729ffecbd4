import type { Model, PotentialBreach } from '@/api/models/schema'
import { BreachMapPicker } from '@/components/map/breach-map-picker'
import { potentialBreachName } from '@/api/models/potential-breach-name'

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
  return (
    <BreachMapPicker
      model={model}
      potentialBreaches={potentialBreaches}
      mode="single"
      selected={chosen ? [{ category: 'breaches', id: chosen.id }] : []}
      onChange={(selected) => onChoose(selected.at(-1)?.id ?? null)}
      legend="Potential breach"
      listLabel="Pick a potential breach"
      error={error}
      errorId="breach-chooser-error"
    >
      <p className="breach-chooser__chosen" aria-live="polite">
        {chosen
          ? `Chosen: ${potentialBreachName(chosen)} (${chosen.levee_material} levee, maximum depth ${chosen.maximum_breach_depth} m)`
          : 'Click a breach on the map or choose one from the list.'}
      </p>
    </BreachMapPicker>
  )
}
