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

/**
 * The records of the mock's collections, in API shape plus the few scoping fields the API
 * hides. They live here, beside the store, so the store depends on no resource module and
 * the resource modules depend on the store: one direction, no cycle.
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
  /** Rows of the model's area when it has no 2D domain (`cells` 0): where its 1D network lies. */
  rows?: number
  /** Edge of one square 2D cell, in metres. */
  cellSize: number
  /** Mean surface level of the model area, in metres above the datum of its EPSG. */
  surfaceLevel: number
}

export type MockSavedState = SavedState & { hydromodel_id: number }
export type MockRaster = Raster & { hydromodel_id: number }
export type MockPotentialBreach = PotentialBreach & { hydromodel_id: number }
export type MockBoundaryCondition = ModelBoundaryCondition & { hydromodel_id: number }

/**
 * A simulation as stored: API fields without the URL ones, which depend on where the mock is
 * served and are added when the record is answered.
 */
export type MockSimulation = Omit<Simulation, 'url' | 'hydromodel'>

/**
 * One entry of a simulation's status history; the last one is its current status. The mock
 * writes only the names the app knows (a client must also read others: StatusWord).
 */
export type MockStatus = Omit<CurrentStatus, 'name'> & {
  name: StatusName
  simulation_id: number
  /** Only on `starting`: whether the run stops paused once initialized (action `initialize`). */
  pause_when_initialized?: boolean
}

export type MockResultFile = {
  id: number
  simulation_id: number
  filename: string
  created: string
  file: FileRecord
  /** The moment the file expires; the answer's `file.expiry_date` is its date. */
  expires_at: string
  /** Object-store key of the bytes. */
  storage_key: string
}

/** Pace of the status engine; tests and the demo may change it in the world. */
export type SimulationSettings = {
  /** Simulated seconds per real second while running. */
  simulatedSecondsPerSecond: number
  startingSeconds: number
  /** Real seconds between `ended` and `postprocessing`. */
  endedSeconds: number
  postprocessingSeconds: number
  /** Sessions (starting or initialized runs) an organisation may hold at once. */
  maxConcurrentRuns: number
}

type SimulationPart = { id: number; simulation_id: number; uid: string }

/** One initial condition of a simulation; a simulation holds at most one of each kind. */
export type MockInitialCondition =
  | (SimulationPart & { kind: 'saved_state'; saved_state_id: number })
  | (SimulationPart & { kind: 'predefined_1d' })
  | (SimulationPart & {
      kind: 'raster_2d'
      raster_id: number
      aggregation_method: AggregationMethod
    })

/** A create-saved-state event of a simulation; the run turns it into a model saved state. */
export type MockSavedStateEvent = {
  id: number
  simulation_id: number
  uuid: string
  type: 'timed' | 'stable_threshold'
  name: string
  tags: string[]
  /** Timed: seconds from the start of the run. */
  time: number | null
  /** Stable threshold: the limits that make the state stable. */
  thresholds: SavedStateOverview['thresholds'][number][]
  /** Set when the finished run made the model's saved state. */
  saved_state_id: number | null
  created: string | null
  expiry: string | null
}

/** A breach event as stored: the request with its defaults filled in, and the simulation's id. */
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

/** An uploaded file of a simulation (rain, boundary conditions): what every such record has. */
export type MockSimulationFile = {
  id: number
  simulation_id: number
  uid: string
  file: FileRecord
  /** Object-store key of the uploaded bytes. */
  storage_key: string
}

/** A rain NetCDF of a simulation, as stored (decisions.md "Reading back and removing"). */
export type MockRainNetcdf = MockSimulationFile & {
  created: string
  timestamps: number[] | null
  interval: number | null
  units: RainUnits | null
}

/** A boundary-conditions file of a simulation, as stored (decisions.md "Reading back …"). */
export type MockBoundaryConditionsFile = MockSimulationFile & {
  state: 'processing' | 'valid' | 'invalid'
  /** The broken rules, one message each, naming the boundary concerned. */
  state_detail: string[] | null
}

/**
 * The viewer post-processing of one simulation: at most one Basic, Arrival and Damage resource
 * (api.md "Limits") and the moment the viewer was triggered. Statuses are not stored: like the
 * status engine, they are derived from these timestamps whenever asked, so no timer runs.
 */
export type MockPostProcessing = {
  simulation_id: number
  /** Stands for the Basic resource's id (`basic_post_processing` of the others). */
  id: number
  basic: (Required<BasicPostProcessingBody> & { created: string }) | null
  arrival: { created: string } | null
  damage: (DamagePostProcessingBody & { created: string }) | null
  /** When the viewer was requested (run finished with a Basic, or POST …/viewer/start/). */
  triggered_at: string | null
  /** Each POST …/viewer/start/retry/ after `archiving_failed`; absent in older stored worlds. */
  retried_at?: string[]
}

export type StructureControlKind = 'table' | 'timed'

/** A structure control as stored: the request, its state, and the scoping the API hides. */
export type MockStructureControl = {
  id: number
  simulation_id: number
  kind: StructureControlKind
  uid: string
  state: 'processing' | 'valid' | 'invalid'
  /** The broken rules, one message each; null unless `invalid`. */
  state_detail: string[] | null
  /** The grid id the structure id resolved to (the server looks it up), once valid. */
  resolved_grid_id: number | null
  body: TableStructureControlCreate | TimedStructureControlCreate
}
