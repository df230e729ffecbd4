import { useQuery } from '@tanstack/react-query'
import { potentialBreachesQuery } from '@/api/models/queries'
import type { Model } from '@/api/models/schema'

export type PickedBreach = { modelId: number; id: number; name: string }

/** The potential breach `?breach=` names, of the requested model; null while it cannot be. */
export function usePickedBreach(model: Model | undefined, breachId: number | null) {
  const enabled = model !== undefined && breachId !== null
  const query = useQuery({ ...potentialBreachesQuery(model?.id ?? 0), enabled })
  const record = query.data?.rows.find((each) => each.id === breachId)
  // Named as the map names it; its number alone while the model's breaches are read.
  const name = record ? record.display_name || record.code || `Potential breach ${record.id}` : null
  const missing = query.isSuccess && !record
  return {
    picked:
      model && breachId !== null && !missing
        ? { modelId: model.id, id: breachId, name: name ?? `Potential breach ${breachId}` }
        : null,
    problem:
      enabled && missing
        ? `Potential breach #${breachId} is not one of this model’s: the simulation will be created without it.`
        : null,
  }
}

export function PickedBreachNotice({
  picked,
  problem,
  chosenModel,
}: {
  picked: PickedBreach | null
  problem: string | null
  chosenModel: string
}) {
  if (problem) return <p className="notice notice--warning">{problem}</p>
  if (!picked) return null
  if (chosenModel !== String(picked.modelId)) {
    return (
      <p className="notice notice--warning">
        The breach “{picked.name}” belongs to model #{picked.modelId}: with another model it is not
        carried over.
      </p>
    )
  }
  return (
    <p className="notice">
      Breach <strong>{picked.name}</strong>, picked on the map: once the simulation is created, its
      Events section opens with this breach chosen, ready to add.
    </p>
  )
}
