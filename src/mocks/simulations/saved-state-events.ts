import type { SavedStateEventKind } from '@/api/simulations/saved-state-events-schema'
import type { SavedStateOverview } from '@/api/simulations/saved-state-events-schema'
import { nextId, type World } from '@/mocks/db/world'
import type { ConfiguredEventsReader } from './configuration'
import { simulationPath } from './records'
import type { MockSavedStateEvent, MockSimulation, MockStatus } from '@/mocks/db/records'

type ApiUrl = (path: string) => string

export const SAVED_STATE_LIFETIME_MS = 7 * 24 * 3600 * 1000

export const pathKindOf = (type: MockSavedStateEvent['type']): SavedStateEventKind =>
  type === 'timed' ? 'timed' : 'stable-threshold'

export function savedStateEventsOf(world: World): MockSavedStateEvent[] {
  return world.savedStateEvents
}

export function savedStateEventsOfSimulation(world: World, simulationId: number) {
  return savedStateEventsOf(world).filter((event) => event.simulation_id === simulationId)
}

export function savedStateEventPath(event: MockSavedStateEvent): string {
  return `${simulationPath(event.simulation_id)}create-saved-states/${pathKindOf(event.type)}/${event.id}/`
}

export function savedStateEventRecord(event: MockSavedStateEvent, apiUrl: ApiUrl) {
  const base = {
    id: event.id,
    uuid: event.uuid,
    url: apiUrl(savedStateEventPath(event)),
    simulation: apiUrl(simulationPath(event.simulation_id)),
    name: event.name,
    tags: event.tags,
    created: event.created,
    expiry: event.expiry,
  }
  return event.type === 'timed'
    ? { ...base, time: event.time ?? 0 }
    : { ...base, thresholds: event.thresholds }
}

function overviewOf(event: MockSavedStateEvent): SavedStateOverview {
  return {
    id: event.id,
    name: event.name,
    type: event.type,
    created: event.created,
    expiry: event.expiry,
    time: event.time,
    tags: event.tags,
    thresholds: event.thresholds,
  }
}

export const readSavedStateEvents: ConfiguredEventsReader = (world, simulation) => ({
  savedstates: savedStateEventsOfSimulation(world, simulation.id).map(overviewOf),
})

/** A timed event only if the run got that far; a stable-threshold one is taken as reached. */
export function addSavedStatesFromEvents(
  world: World,
  simulation: MockSimulation,
  ending: MockStatus,
): void {
  if (ending.name !== 'finished') return
  const reached = ending.time ?? simulation.duration
  const created = ending.created
  const expiry = new Date(Date.parse(created) + SAVED_STATE_LIFETIME_MS).toISOString()
  for (const event of savedStateEventsOfSimulation(world, simulation.id)) {
    if (event.saved_state_id !== null) continue
    if (event.type === 'timed' && (event.time ?? 0) > reached) continue
    const id = nextId(world, 'savedStates')
    world.savedStates.push({
      id,
      url: `/hydromodels/${simulation.hydromodel_id}/saved_states/${id}/`,
      name: event.name,
      type: event.type,
      tags: [...event.tags],
      created,
      expiry,
      time: event.type === 'timed' ? event.time : reached,
      variables: event.type === 'timed' ? null : event.thresholds.map((limit) => limit.variable),
      thresholds: event.type === 'timed' ? null : event.thresholds.map((limit) => limit.value),
      hydromodel_id: simulation.hydromodel_id,
    })
    Object.assign(event, { saved_state_id: id, created, expiry })
  }
}
