import type { ApiClient } from '@/api/client'
import { breachEvent, type BreachCreate, type BreachEvent } from '@/api/simulations/breach-schema'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import {
  configuredSavedStateEvents,
  savedStateEventKindOf,
  type SavedStateEventAddition,
} from '@/api/simulations/saved-state-events-queries'
import type { SavedStateOverview } from '@/api/simulations/saved-state-events-schema'
import { structureControlsPath } from '@/api/simulations/structure-control-queries'
import {
  tableStructureControl,
  timedStructureControl,
  type ActionType,
  type TableStructureControl,
  type TableStructureControlCreate,
  type TimedStructureControl,
  type TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined

export function breachBody(record: BreachEvent): BreachCreate {
  return {
    potential_breach: record.potential_breach ?? 0,
    offset: record.offset,
    duration_till_max_depth: record.duration_till_max_depth,
    initial_width: record.initial_width,
    maximum_breach_depth: orUndefined(record.maximum_breach_depth),
    discharge_coefficient_positive: orUndefined(record.discharge_coefficient_positive),
    discharge_coefficient_negative: orUndefined(record.discharge_coefficient_negative),
  }
}

/** The structure by its model id when the record has it (api.md: it survives a new grid). */
function controlTarget(record: TableStructureControl | TimedStructureControl) {
  const byStructure = record.structure_id !== null && record.structure_id !== undefined
  return {
    ...(byStructure ? { structure_id: record.structure_id ?? undefined } : {}),
    ...(byStructure ? {} : { grid_id: orUndefined(record.grid_id) }),
    structure_type: record.structure_type,
    type: record.type as ActionType,
    offset: record.offset,
    duration: record.duration ?? 0,
  }
}

export function tableControlBody(record: TableStructureControl): TableStructureControlCreate {
  const { name, variable, operator, locations } = record.measure_specification
  return {
    ...controlTarget(record),
    measure_specification: {
      name,
      variable,
      operator,
      locations: locations.map((location) => ({
        content_type: location.content_type,
        content_pk: orUndefined(location.content_pk),
        grid_id:
          location.content_pk === null || location.content_pk === undefined
            ? orUndefined(location.grid_id)
            : undefined,
        weight: location.weight,
      })),
    },
    values: record.values,
  }
}

export function timedControlBody(record: TimedStructureControl): TimedStructureControlCreate {
  return { ...controlTarget(record), value: record.value }
}

export function savedStateEventAddition(record: SavedStateOverview): SavedStateEventAddition {
  const common = { name: record.name, tags: record.tags }
  return savedStateEventKindOf(record) === 'timed'
    ? { kind: 'timed', body: { ...common, time: record.time ?? 0 } }
    : { kind: 'stable-threshold', body: { ...common, thresholds: record.thresholds } }
}

export async function breachBodies(api: ApiClient, simulationId: number): Promise<BreachCreate[]> {
  const records = await api.listAll(`/simulations/${simulationId}/events/breaches/`, breachEvent)
  return records.map(breachBody)
}

export async function tableControlBodies(api: ApiClient, simulationId: number) {
  const records = await api.listAll(
    structureControlsPath(simulationId, 'table'),
    tableStructureControl,
  )
  return records.map(tableControlBody)
}

export async function timedControlBodies(api: ApiClient, simulationId: number) {
  const records = await api.listAll(
    structureControlsPath(simulationId, 'timed'),
    timedStructureControl,
  )
  return records.map(timedControlBody)
}

export function savedStateEventAdditions(events: SimulationEvents): SavedStateEventAddition[] {
  return configuredSavedStateEvents(events).map(savedStateEventAddition)
}
