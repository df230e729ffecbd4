import type { AggregationMethod } from '@/api/simulations/initial-conditions-schema'
import { outputAxisOf } from './output-axis'
import type { MockModel } from '@/mocks/db/records'

/** A breach of the run, as the result generator needs it (times in simulated seconds). */
export type RunBreach = {
  lineId: number
  offset: number
  durationTillMaxDepth: number
  maximumBreachDepth: number
  initialWidth: number
  dischargeCoefficient: number
}

/** A rain event of the run: the period its processed file covers (seconds from the start). */
export type RunRain = { start: number; end: number }

/** What the run starts from; a saved state excludes the others (decisions.md). */
export type RunInitialConditions = {
  savedState: { id: number; name: string } | null
  oneD: 'default' | 'predefined'
  twoD: { rasterId: number; rasterName: string; aggregation: AggregationMethod } | null
}

/** A valid structure control of the run. */
export type RunStructureControl = {
  kind: 'table' | 'timed'
  action: string
  structureType: string
  /** The structure id as given, else the grid id. */
  structure: string
  offset: number
  duration: number
}

/** A timed saved-state event: the state the run writes at `time`. */
export type RunSavedState = { name: string; time: number }

/** The run's configuration and ending, as read from the world (plain JSON). */
export type RunFacts = {
  simulationId: number
  simulationName: string
  startDatetime: string
  duration: number
  /** Simulated seconds reached: the duration, less for a crashed or shut-down run. */
  endTime: number
  outcome: 'finished' | 'crashed'
  exitCode: number
  detail: string | null
  /** When the run ended, in real time (the finished or crashed status). */
  endedAt: string
  model: MockModel
  initialConditions: RunInitialConditions
  breaches: RunBreach[]
  rains: RunRain[]
  structureControls: RunStructureControl[]
  savedStates: RunSavedState[]
  /** The valid boundary-conditions file of the run, replacing the model's series; or null. */
  boundaryFile: string | null
  /** Discharge boundaries of the model (1D and 2D), each a constant inflow in the mock. */
  dischargeBoundaries: number
  /** Water-level (and other) boundaries: they drain the excess water. */
  levelBoundaries: number
}

/**
 * The one description of a run every generated file reads (logs, water balance, NetCDF), so
 * they cannot disagree: its facts and the output times they all write.
 */
export type ResultRun = RunFacts & { outputStep: number; outputTimes: number[] }

export function describeRun(facts: RunFacts): ResultRun {
  const { step, times } = outputAxisOf(facts.model, facts.endTime)
  return { ...facts, outputStep: step, outputTimes: times }
}

/** Whether the 2D domain starts wet: from a water-level raster or a saved state. */
export const startsWet2d = ({ initialConditions }: Pick<RunFacts, 'initialConditions'>) =>
  initialConditions.savedState !== null || initialConditions.twoD !== null
