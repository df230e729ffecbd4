import type { FileRecord } from '@/api/common'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'

/**
 * A simulation as stored: API fields without the URL ones, which depend on where the mock is
 * served and are added when the record is answered.
 */
export type MockSimulation = Omit<Simulation, 'url' | 'hydromodel'>

/** One entry of a simulation's status history; the last one is its current status. */
export type MockStatus = CurrentStatus & {
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
