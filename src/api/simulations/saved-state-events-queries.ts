import { useMutation } from '@tanstack/react-query'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { apiOf } from '@/api/session-client'
import { refreshing } from '@/api/refresh'
import { simulationKeys } from './queries'
import { removeOverviewRecord } from './remove-overview-record'
import {
  savedStateOverview,
  stableThresholdSavedStateEvent,
  timedSavedStateEvent,
  type SavedStateEventKind,
  type SavedStateOverview,
  type StableThresholdSavedStateBody,
  type TimedSavedStateBody,
} from './saved-state-events-schema'

export type SavedStateEventAddition =
  | { kind: 'timed'; body: TimedSavedStateBody }
  | { kind: 'stable-threshold'; body: StableThresholdSavedStateBody }

const collection = (simulationId: number, kind: SavedStateEventKind) =>
  `/simulations/${simulationId}/create-saved-states/${kind}/`

/** The path kind of an overview record (`stable_threshold` → `stable-threshold`). */
export function savedStateEventKindOf(
  record: Pick<SavedStateOverview, 'type'>,
): SavedStateEventKind {
  return record.type === 'timed' ? 'timed' : 'stable-threshold'
}

export function useAddSavedStateEvent(simulationId: number) {
  return useMutation({
    mutationFn: async (addition: SavedStateEventAddition, { client }): Promise<void> => {
      const path = collection(simulationId, addition.kind)
      const answer =
        addition.kind === 'timed' ? timedSavedStateEvent : stableThresholdSavedStateEvent
      await apiOf(client).post(path, addition.body, answer)
    },
    onSettled: refreshing(simulationKeys.events(simulationId)),
  })
}

export function useRemoveSavedStateEvent(simulationId: number) {
  return useMutation(removeOverviewRecord(simulationId, collection))
}

/** The `savedstates` of the overview; a record of another shape is left out. */
export function configuredSavedStateEvents(events: SimulationEvents): SavedStateOverview[] {
  const value = Object.hasOwn(events, 'savedstates') ? events.savedstates : null
  if (!Array.isArray(value)) return []
  return value.flatMap((record) => {
    const parsed = savedStateOverview.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}
