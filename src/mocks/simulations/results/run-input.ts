import type { MockModel, World } from '@/mocks/db/world'
import { breachEventsOf } from '../breach-events'
import { rainOfSimulation } from '../rain/records'
import type { MockSimulation, MockStatus } from '../types'

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

/**
 * Everything the result files of one run depend on, as plain JSON: it is built from the world on
 * the request's thread and handed to the generator (a Web Worker in the demo).
 */
export type ResultRun = {
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
  breaches: RunBreach[]
  rains: RunRain[]
  /** Discharge boundaries of the model (1D and 2D), each a constant inflow in the mock. */
  dischargeBoundaries: number
  /** Water-level (and other) boundaries: they drain the excess water. */
  levelBoundaries: number
}

export function resultRunOf(
  world: World,
  simulation: MockSimulation,
  ending: MockStatus,
): ResultRun | undefined {
  const model = world.models.find((candidate) => candidate.id === simulation.hydromodel_id)
  if (!model || (ending.name !== 'finished' && ending.name !== 'crashed')) return undefined
  const boundaries = world.boundaryConditions.filter((bc) => bc.hydromodel_id === model.id)
  const discharge = boundaries.filter((bc) => bc.type === 'discharge').length
  return {
    simulationId: simulation.id,
    simulationName: simulation.name,
    startDatetime: simulation.start_datetime,
    duration: simulation.duration,
    endTime: Math.max(0, Math.min(simulation.duration, ending.time ?? simulation.duration)),
    outcome: ending.name,
    exitCode: ending.exit_code ?? (ending.name === 'finished' ? 0 : 1),
    detail: ending.detail ?? null,
    endedAt: ending.created,
    model,
    breaches: breachEventsOf(world, simulation.id).map((event) => ({
      lineId: event.line_id,
      offset: event.offset,
      durationTillMaxDepth: event.duration_till_max_depth,
      maximumBreachDepth: event.maximum_breach_depth,
      initialWidth: event.initial_width,
      dischargeCoefficient: event.discharge_coefficient_positive,
    })),
    rains: rainOfSimulation(world, simulation.id).flatMap((rain) => {
      const last = rain.timestamps?.at(-1)
      if (rain.file.state !== 'processed' || last === undefined || rain.interval === null) {
        return []
      }
      return [{ start: 0, end: last + rain.interval }]
    }),
    dischargeBoundaries: discharge,
    levelBoundaries: boundaries.length - discharge,
  }
}
