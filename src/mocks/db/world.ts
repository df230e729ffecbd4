import type { Organisation, Profile } from '@/api/auth/schema'
import type {
  Model,
  ModelBoundaryCondition,
  PotentialBreach,
  Raster,
  SavedState,
} from '@/api/models/schema'
import type { MockInitialCondition } from '@/mocks/simulations/initial-conditions'
import type { MockSavedStateEvent } from '@/mocks/simulations/saved-state-events'
import type { MockBreachEvent } from '@/mocks/simulations/breach-events'
import type {
  MockResultFile,
  MockSimulation,
  MockStatus,
  SimulationSettings,
} from '@/mocks/simulations/types'
import type { MockRainNetcdf } from '@/mocks/simulations/rain/records'
import type { MockBoundaryConditionsFile } from '@/mocks/simulations/boundary-conditions/records'
import type { MockPostProcessing } from '@/mocks/simulations/post-processing'
import type { MockStructureControl } from '@/mocks/simulations/structure-controls/records'

/**
 * The mock's whole state: plain JSON, so the browser demo can persist it and tests can name
 * records. Records are stored in API shape plus the few scoping fields the API hides.
 */
export type MockUser = Profile & { token: string | null; organisations: string[] }

export type MockModel = Model & {
  organisation: string
  /** Seed and shape the fixture generators use to rebuild this model's files. */
  fixture: ModelFixtureSpec
}

export type ModelFixtureKind = 'polder' | 'large' | 'sewer' | 'generic'

export type ModelFixtureSpec = {
  seed: number
  kind: ModelFixtureKind
  /** Centre of the model in lon/lat. */
  centre: [number, number]
  /** Number of 2D cells. */
  cells: number
  inNetherlands: boolean
  /** Cells per grid row; `cells` is a multiple of it, so the grid is an exact rectangle. */
  columns: number
  /** Edge of one square 2D cell, in metres. */
  cellSize: number
  /** Mean surface level of the model area, in metres above the datum of its EPSG. */
  surfaceLevel: number
}

export type MockSavedState = SavedState & { hydromodel_id: number }
export type MockRaster = Raster & { hydromodel_id: number }
export type MockPotentialBreach = PotentialBreach & { hydromodel_id: number }
export type MockBoundaryCondition = ModelBoundaryCondition & { hydromodel_id: number }

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
  /** Initial conditions of simulations (saved state, 1D predefined, 2D raster). */
  initialConditions?: MockInitialCondition[]
  /** Create-saved-state events of simulations. */
  savedStateEvents?: MockSavedStateEvent[]
  /** Breach events of simulations (src/mocks/simulations/breach-events.ts). */
  breachEvents?: MockBreachEvent[]
  /** Rain NetCDF events of simulations (src/mocks/simulations/rain). */
  rainNetcdfs?: MockRainNetcdf[]
  /** Boundary-conditions files of simulations (src/mocks/simulations/boundary-conditions). */
  boundaryConditionFiles?: MockBoundaryConditionsFile[]
  /** Viewer post-processing of simulations (src/mocks/simulations/post-processing.ts). */
  postProcessing?: MockPostProcessing[]
  /** Table and timed structure controls (src/mocks/simulations/structure-controls). */
  structureControls?: MockStructureControl[]
  /** Later issues add simulations, statuses, events, results here. */
  sequences: Record<string, number>
}

/**
 * Collections added after demo worlds were first stored: a world saved before them lacks them,
 * so they are optional and read only through `lateCollection`, which creates them empty.
 */
type LateCollectionName =
  | 'initialConditions'
  | 'savedStateEvents'
  | 'breachEvents'
  | 'rainNetcdfs'
  | 'boundaryConditionFiles'
  | 'postProcessing'
  | 'structureControls'

export function lateCollection<Name extends LateCollectionName>(
  world: World,
  name: Name,
): NonNullable<World[Name]> {
  const stored = world[name] ?? []
  world[name] = stored
  return stored as NonNullable<World[Name]>
}

export function nextId(world: World, collection: string): number {
  const next = (world.sequences[collection] ?? 0) + 1
  world.sequences[collection] = next
  return next
}
