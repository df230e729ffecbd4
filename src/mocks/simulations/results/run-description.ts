import type { AggregationMethod } from '@/api/simulations/initial-conditions-schema'
import { outputAxisOf } from './output-axis'
import type { MockModel } from '@/mocks/db/records'

export type RunBreach = {
  lineId: number
  offset: number
  durationTillMaxDepth: number
  maximumBreachDepth: number
  initialWidth: number
  dischargeCoefficient: number
}

export type RunRain = { start: number; end: number }

/** What the run starts from; a saved state excludes the others (decisions.md). */
export type RunInitialConditions = {
  savedState: { id: number; name: string } | null
  oneD: 'default' | 'predefined'
  twoD: { rasterId: number; rasterName: string; aggregation: AggregationMethod } | null
}

export type RunStructureControl = {
  kind: 'table' | 'timed'
  action: string
  structureType: string
  /** The structure id as given, else the grid id. */
  structure: string
  offset: number
  duration: number
}

export type RunSavedState = { name: string; time: number }

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
  endedAt: string
  model: MockModel
  initialConditions: RunInitialConditions
  breaches: RunBreach[]
  rains: RunRain[]
  structureControls: RunStructureControl[]
  savedStates: RunSavedState[]
  boundaryFile: string | null
  /** Discharge boundaries of the model (1D and 2D), each a constant inflow in the mock. */
  dischargeBoundaries: number
  levelBoundaries: number
}

/** The one description every generated file reads, so logs, balance and NetCDF cannot disagree. */
export type ResultRun = RunFacts & { outputStep: number; outputTimes: number[] }

export function describeRun(facts: RunFacts): ResultRun {
  const { step, times } = outputAxisOf(facts.model, facts.endTime)
  return { ...facts, outputStep: step, outputTimes: times }
}

export const startsWet2d = ({ initialConditions }: Pick<RunFacts, 'initialConditions'>) =>
  initialConditions.savedState !== null || initialConditions.twoD !== null
