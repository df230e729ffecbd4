import type { World } from '@/mocks/db/world'
import { breachEventsOf } from '../breach-events'
import { rainOfSimulation } from '../rain/records'
import {
  runBoundaryFile,
  runInitialConditions,
  runSavedStates,
  runStructureControls,
} from './run-configuration'
import { describeRun, type ResultRun, type RunBreach, type RunRain } from './run-description'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

export type { ResultRun, RunBreach, RunRain }

/** Read on the request's thread and handed to the generator (a worker in the demo). */
export function resultRunOf(
  world: World,
  simulation: MockSimulation,
  ending: MockStatus,
): ResultRun | undefined {
  const model = world.models.find((candidate) => candidate.id === simulation.hydromodel_id)
  if (!model || (ending.name !== 'finished' && ending.name !== 'crashed')) return undefined
  const boundaries = world.boundaryConditions.filter((bc) => bc.hydromodel_id === model.id)
  const discharge = boundaries.filter((bc) => bc.type === 'discharge').length
  return describeRun({
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
    initialConditions: runInitialConditions(world, simulation.id),
    breaches: breachEventsOf(world, simulation.id).map((event) => ({
      lineId: event.line_id,
      offset: event.offset,
      durationTillMaxDepth: event.duration_till_max_depth,
      maximumBreachDepth: event.maximum_breach_depth,
      initialWidth: event.initial_width,
      dischargeCoefficient: event.discharge_coefficient_positive,
    })),
    rains: runRains(world, simulation.id),
    structureControls: runStructureControls(world, simulation.id),
    savedStates: runSavedStates(world, simulation.id),
    boundaryFile: runBoundaryFile(world, simulation.id),
    dischargeBoundaries: discharge,
    levelBoundaries: boundaries.length - discharge,
  })
}

/** Processed rain files only: the others are not read by the run. */
function runRains(world: World, simulationId: number): RunRain[] {
  return rainOfSimulation(world, simulationId).flatMap((rain) => {
    const last = rain.timestamps?.at(-1)
    if (rain.file.state !== 'processed' || last === undefined || rain.interval === null) return []
    return [{ start: 0, end: last + rain.interval }]
  })
}
