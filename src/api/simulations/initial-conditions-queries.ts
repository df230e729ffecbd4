import { useMutation } from '@tanstack/react-query'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { addOverviewRecord, overviewRecordPoster, removeOverviewRecord } from './overview-records'
import {
  initialConditionOverviewKeys,
  initialConditionPaths,
  initialSavedState,
  initialSavedStateOverview,
  predefinedWaterLevel,
  rasterWaterLevel,
  type InitialConditionKind,
  type InitialSavedStateBody,
  type InitialSavedStateOverview,
  type RasterWaterLevel,
  type RasterWaterLevelBody,
} from './initial-conditions-schema'

export type InitialConditionAddition =
  | { kind: 'saved_state'; body: InitialSavedStateBody }
  | { kind: 'predefined_1d'; body: Record<string, never> }
  | { kind: 'raster_2d'; body: RasterWaterLevelBody }

const answers = {
  saved_state: initialSavedState,
  predefined_1d: predefinedWaterLevel,
  raster_2d: rasterWaterLevel,
} as const

const collection = (simulationId: number, kind: InitialConditionKind) =>
  `/simulations/${simulationId}/initial/${initialConditionPaths[kind]}/`

/** POST one initial condition; also outside a hook, for the new-simulation form's saved state. */
export const addInitialCondition = overviewRecordPoster<
  InitialConditionKind,
  InitialConditionAddition
>(collection, answers)

export function useAddInitialCondition(simulationId: number) {
  return useMutation(addOverviewRecord(simulationId, addInitialCondition))
}

export function useRemoveInitialCondition(simulationId: number) {
  return useMutation(removeOverviewRecord(simulationId, collection))
}

export type ConfiguredInitialConditions = {
  savedState: InitialSavedStateOverview | null
  predefined1d: { id: number; url: string } | null
  raster2d: RasterWaterLevel | null
}

function entry(events: SimulationEvents, kind: InitialConditionKind): unknown {
  const key = initialConditionOverviewKeys[kind]
  const value = Object.hasOwn(events, key) ? events[key] : null
  return Array.isArray(value) ? value[0] : value
}

export function configuredInitialConditions(events: SimulationEvents): ConfiguredInitialConditions {
  const read = <T>(parsed: { success: boolean; data?: T }) =>
    parsed.success ? (parsed.data ?? null) : null
  return {
    savedState: read(initialSavedStateOverview.safeParse(entry(events, 'saved_state'))),
    predefined1d: read(predefinedWaterLevel.safeParse(entry(events, 'predefined_1d'))),
    raster2d: read(rasterWaterLevel.safeParse(entry(events, 'raster_2d'))),
  }
}
