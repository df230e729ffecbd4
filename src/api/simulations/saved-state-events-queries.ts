import { useMutation } from '@tanstack/react-query'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { addOverviewRecord, overviewRecordPoster, removeOverviewRecord } from './overview-records'
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

export function savedStateEventKindOf(
  record: Pick<SavedStateOverview, 'type'>,
): SavedStateEventKind {
  return record.type === 'timed' ? 'timed' : 'stable-threshold'
}

export const addSavedStateEvent = overviewRecordPoster<
  SavedStateEventKind,
  SavedStateEventAddition
>(collection, { timed: timedSavedStateEvent, 'stable-threshold': stableThresholdSavedStateEvent })

export function useAddSavedStateEvent(simulationId: number) {
  return useMutation(addOverviewRecord(simulationId, addSavedStateEvent))
}

export function useRemoveSavedStateEvent(simulationId: number) {
  return useMutation(removeOverviewRecord(simulationId, collection))
}

export function configuredSavedStateEvents(events: SimulationEvents): SavedStateOverview[] {
  const value = Object.hasOwn(events, 'savedstates') ? events.savedstates : null
  if (!Array.isArray(value)) return []
  return value.flatMap((record) => {
    const parsed = savedStateOverview.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}
