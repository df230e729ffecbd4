import type { SavedStateOverview } from '@/api/simulations/saved-state-events-schema'
import type { InitialConditionKind } from '@/api/simulations/initial-conditions-schema'
import {
  initialConditionOverviewKeys,
  initialConditionPaths,
} from '@/api/simulations/initial-conditions-schema'
import type { World } from '@/mocks/db/world'
import type { ConfiguredEventsReader } from './configuration'
import { simulationPath } from './records'
import type { MockInitialCondition, MockSavedState } from '@/mocks/db/records'

type ApiUrl = (path: string) => string

export function initialConditionsOf(world: World): MockInitialCondition[] {
  return world.initialConditions
}

export function initialConditionsOfSimulation(
  world: World,
  simulationId: number,
): MockInitialCondition[] {
  return initialConditionsOf(world).filter((record) => record.simulation_id === simulationId)
}

export function initialConditionPath(
  record: Pick<MockInitialCondition, 'kind' | 'simulation_id' | 'id'>,
) {
  return `${simulationPath(record.simulation_id)}initial/${initialConditionPaths[record.kind]}/${record.id}/`
}

const KIND_NAMES: Record<InitialConditionKind, string> = {
  saved_state: 'the saved state',
  predefined_1d: 'the predefined 1D water levels',
  raster_2d: 'the 2D water level (raster)',
}

/** A saved state excludes every other initial condition; each kind comes once (decisions.md). */
export function initialConditionConflict(
  world: World,
  simulationId: number,
  kind: InitialConditionKind,
): string | null {
  const present = initialConditionsOfSimulation(world, simulationId)
  if (present.some((record) => record.kind === kind)) {
    return `The simulation already has ${KIND_NAMES[kind]}; remove it first to replace it.`
  }
  const others = present.filter((record) => record.kind !== kind)
  if (kind === 'saved_state' && others.length > 0) {
    const names = others.map((record) => KIND_NAMES[record.kind]).join(' and ')
    return `A saved state excludes every other initial condition: remove ${names} first.`
  }
  if (others.some((record) => record.kind === 'saved_state')) {
    return 'The simulation starts from a saved state, which excludes every other initial condition: remove the saved state first.'
  }
  return null
}

export function savedStateOverviewOf(state: MockSavedState): SavedStateOverview {
  const variables = state.variables ?? []
  return {
    id: state.id,
    name: state.name,
    type: state.type,
    created: state.created,
    expiry: state.expiry,
    time: state.time,
    tags: state.tags,
    thresholds: variables.map((variable, index) => ({
      variable,
      value: state.thresholds?.[index] ?? 0,
    })),
  }
}

export function initialConditionRecord(world: World, record: MockInitialCondition, apiUrl: ApiUrl) {
  const base = {
    id: record.id,
    uid: record.uid,
    url: apiUrl(initialConditionPath(record)),
    simulation: apiUrl(simulationPath(record.simulation_id)),
  }
  const simulation = world.simulations.find((candidate) => candidate.id === record.simulation_id)
  const modelId = simulation?.hydromodel_id ?? 0
  switch (record.kind) {
    case 'saved_state':
      return {
        ...base,
        uuid: record.uid,
        saved_state: apiUrl(`/hydromodels/${modelId}/saved_states/${record.saved_state_id}/`),
      }
    case 'predefined_1d':
      return base
    case 'raster_2d':
      return {
        ...base,
        aggregation_method: record.aggregation_method,
        initial_waterlevel: apiUrl(`/hydromodels/${modelId}/rasters/${record.raster_id}/`),
        initial_waterlevel_id: record.raster_id,
      }
  }
}

function overviewRecord(world: World, record: MockInitialCondition, apiUrl: ApiUrl) {
  const answered = initialConditionRecord(world, record, apiUrl)
  if (record.kind !== 'saved_state') return answered
  const state = world.savedStates.find((candidate) => candidate.id === record.saved_state_id)
  return {
    id: record.id,
    uuid: record.uid,
    url: answered.url,
    saved_state: state ? savedStateOverviewOf(state) : null,
  }
}

export const readInitialConditions: ConfiguredEventsReader = (world, simulation, apiUrl) => {
  const overview: Record<string, unknown> = {}
  for (const record of initialConditionsOfSimulation(world, simulation.id)) {
    overview[initialConditionOverviewKeys[record.kind]] = overviewRecord(world, record, apiUrl)
  }
  return overview as ReturnType<ConfiguredEventsReader>
}
