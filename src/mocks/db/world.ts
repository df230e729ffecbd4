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

/** Plain JSON; change it only in a store transaction, never by assigning a collection (undo). */
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
  sequences: Record<string, number>
}

export type CollectionName = {
  [Name in keyof World]: World[Name] extends unknown[] ? Name : never
}[keyof World]

export function nextId(world: World, collection: string): number {
  const next = (world.sequences[collection] ?? 0) + 1
  world.sequences[collection] = next
  return next
}

export function removeWhere<Record>(records: Record[], matches: (record: Record) => boolean) {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    if (matches(records[index] as Record)) records.splice(index, 1)
  }
}
