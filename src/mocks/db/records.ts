import type { Profile } from '@/api/auth/schema'
import type { FileRecord } from '@/api/common'
import type {
  Model,
  ModelBoundaryCondition,
  PotentialBreach,
  Raster,
  SavedState,
} from '@/api/models/schema'
import type { AggregationMethod } from '@/api/simulations/initial-conditions-schema'
import type {
  BasicPostProcessingBody,
  DamagePostProcessingBody,
} from '@/api/simulations/post-processing-schema'
import type { RainUnits } from '@/api/simulations/rain-schema'
import type { SavedStateOverview } from '@/api/simulations/saved-state-events-schema'
import type { CurrentStatus, Simulation, StatusName } from '@/api/simulations/schema'
import type {
  TableStructureControlCreate,
  TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'

export type MockUser = Profile & { token: string | null; organisations: string[] }

export type MockModel = Model & {
  organisation: string
  fixture: ModelFixtureSpec
}

export type ModelFixtureKind = 'polder' | 'large' | 'sewer' | 'generic'

export type ModelFixtureSpec = {
  seed: number
  kind: ModelFixtureKind
  centre: [number, number]
  cells: number
  inNetherlands: boolean
  /** Cells per grid row; `cells` is a multiple of it, so the grid is an exact rectangle. */
  columns: number
  rows?: number
  cellSize: number
  surfaceLevel: number
}

export type MockSavedState = SavedState & { hydromodel_id: number }
export type MockRaster = Raster & { hydromodel_id: number }
export type MockPotentialBreach = PotentialBreach & { hydromodel_id: number }
export type MockBoundaryCondition = ModelBoundaryCondition & { hydromodel_id: number }

export type MockSimulation = Omit<Simulation, 'url' | 'hydromodel'>

export type MockStatus = Omit<CurrentStatus, 'name'> & {
  name: StatusName
  simulation_id: number
  pause_when_initialized?: boolean
}

export type MockResultFile = {
  id: number
  simulation_id: number
  filename: string
  created: string
  file: FileRecord
  expires_at: string
  storage_key: string
}

export type SimulationSettings = {
  simulatedSecondsPerSecond: number
  startingSeconds: number
  /** Real seconds between `ended` and `postprocessing`. */
  endedSeconds: number
  postprocessingSeconds: number
  /** Sessions (starting or initialized runs) an organisation may hold at once. */
  maxConcurrentRuns: number
}

type SimulationPart = { id: number; simulation_id: number; uid: string }

export type MockInitialCondition =
  | (SimulationPart & { kind: 'saved_state'; saved_state_id: number })
  | (SimulationPart & { kind: 'predefined_1d' })
  | (SimulationPart & {
      kind: 'raster_2d'
      raster_id: number
      aggregation_method: AggregationMethod
    })

export type MockSavedStateEvent = {
  id: number
  simulation_id: number
  uuid: string
  type: 'timed' | 'stable_threshold'
  name: string
  tags: string[]
  time: number | null
  thresholds: SavedStateOverview['thresholds'][number][]
  saved_state_id: number | null
  created: string | null
  expiry: string | null
}

export type MockBreachEvent = {
  id: number
  simulation_id: number
  potential_breach: number
  line_id: number
  levee_material: MockPotentialBreach['levee_material']
  offset: number
  duration_till_max_depth: number
  maximum_breach_depth: number
  initial_width: number
  discharge_coefficient_positive: number
  discharge_coefficient_negative: number
}

export type MockSimulationFile = {
  id: number
  simulation_id: number
  uid: string
  file: FileRecord
  storage_key: string
}

export type MockRainNetcdf = MockSimulationFile & {
  created: string
  timestamps: number[] | null
  interval: number | null
  units: RainUnits | null
  // Absent in records stored before the raster was placed.
  offset?: number | null
  epsg_code?: number | null
  geotransform?: number[] | null
}

export type MockBoundaryConditionsFile = MockSimulationFile & {
  state: 'processing' | 'valid' | 'invalid'
  state_detail: string[] | null
}

/** Statuses are not stored: they are derived from these timestamps when asked, so no timer runs. */
export type MockPostProcessing = {
  simulation_id: number
  id: number
  basic: (Required<BasicPostProcessingBody> & { created: string }) | null
  arrival: { created: string } | null
  damage: (DamagePostProcessingBody & { created: string }) | null
  triggered_at: string | null
  retried_at?: string[]
}

export type StructureControlKind = 'table' | 'timed'

export type MockStructureControl = {
  id: number
  simulation_id: number
  kind: StructureControlKind
  uid: string
  state: 'processing' | 'valid' | 'invalid'
  state_detail: string[] | null
  resolved_grid_id: number | null
  body: TableStructureControlCreate | TimedStructureControlCreate
}
