import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { savedStateQuery } from '@/api/models/queries'
import type { Model, SavedState } from '@/api/models/schema'
import { describeExpiry } from '@/lib/expiry'
import { savedStateTypeLabels } from '@/api/models/saved-state-text'

export type StartingState = { modelId: number; state: SavedState }

/** Loads the saved state `?saved_state=` names, of the requested model; null while it cannot. */
export function useStartingState(model: Model | undefined, stateId: number | null) {
  const enabled = model !== undefined && stateId !== null
  const query = useQuery({ ...savedStateQuery(model?.id ?? 0, stateId ?? 0), enabled })
  const [now] = useState(() => new Date())
  const live = query.data && Date.parse(query.data.expiry) > now.getTime() ? query.data : undefined
  return {
    requested: stateId !== null,
    pending: enabled && query.isPending,
    starting: model && live ? { modelId: model.id, state: live } : null,
    problem:
      stateId === null || (enabled && query.isPending) || live
        ? null
        : `Saved state #${stateId} cannot be used: it does not exist for this model or has expired. The simulation will start without it.`,
  }
}

export function StartingStateNotice({
  starting,
  problem,
  chosenModel,
}: {
  starting: StartingState | null
  problem: string | null
  chosenModel: string
}) {
  const [now] = useState(() => new Date())
  if (problem) return <p className="notice notice--warning">{problem}</p>
  if (!starting) return null
  const { state } = starting
  if (chosenModel !== String(starting.modelId)) {
    return (
      <p className="notice notice--warning">
        The saved state “{state.name}” belongs to model #{starting.modelId}: with another model the
        simulation starts without it.
      </p>
    )
  }
  return (
    <p className="notice">
      Starts from the saved state <strong>{state.name}</strong> ({savedStateTypeLabels[state.type]},{' '}
      {describeExpiry(state.expiry, now).toLowerCase()}). It is added as the simulation’s initial
      condition once the simulation is created.
    </p>
  )
}
