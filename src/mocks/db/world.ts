import type { Organisation } from '@/api/auth/schema'
import type {
  MockBoundaryCondition,
  MockBoundaryConditionsFile,
  MockBreachEvent,
  MockInitialCondition,
  MockModel,
  MockPostProcessing,
  MockPotentialBreach,
  MockRainNetcdf,
  MockRaster,
  MockResultFile,
  MockSavedState,
  MockSavedStateEvent,
  MockSimulation,
  MockStatus,
  MockStructureControl,
  MockUser,
  SimulationSettings,
} from './records'

/**
 * The mock's whole state: plain JSON, so the demo and the mock server can persist it and tests
 * can name records. Change it only inside a store transaction (`db/store.ts`), and never assign
 * a collection: push, splice or `removeWhere`, so the transaction can undo what a failed request
 * did.
 */
export type World = {
  version: number
  organisations: Organisation[]
  users: MockUser[]
  models: MockModel[]
  rasters: MockRaster[]
  savedStates: MockSavedState[]
  potentialBreaches: MockPotentialBreach[]
  boundaryConditions: MockBoundaryCondition[]
  simulations: MockSimulation[]
  /** Every status a simulation went through, in order; see src/mocks/simulations/engine.ts. */
  simulationStatuses: MockStatus[]
  resultFiles: MockResultFile[]
  simulationSettings: SimulationSettings
  initialConditions: MockInitialCondition[]
  savedStateEvents: MockSavedStateEvent[]
  breachEvents: MockBreachEvent[]
  rainNetcdfs: MockRainNetcdf[]
  boundaryConditionFiles: MockBoundaryConditionsFile[]
  postProcessing: MockPostProcessing[]
  structureControls: MockStructureControl[]
  /** The last id handed out per collection (`nextId`). */
  sequences: Record<string, number>
}

/** The collections that are lists of records (all of World but its version, pace and ids). */
export type CollectionName = {
  [Name in keyof World]: World[Name] extends unknown[] ? Name : never
}[keyof World]

export function nextId(world: World, collection: string): number {
  const next = (world.sequences[collection] ?? 0) + 1
  world.sequences[collection] = next
  return next
}

/** Removes the records `matches` picks, in place, so a transaction can undo it. */
export function removeWhere<Record>(records: Record[], matches: (record: Record) => boolean) {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    if (matches(records[index] as Record)) records.splice(index, 1)
  }
}
