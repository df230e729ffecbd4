import { createGridNumbering } from '@/mocks/fixtures/models/grid-numbering'
import { outputTimeStep } from './model-settings'
import type { MockModel } from '@/mocks/db/records'

/**
 * Demo size cap: at most this many result values (all output times of all result variables)
 * per results file. Above it the run writes every k-th output step (README "Result files").
 */
export const RESULT_VALUE_BUDGET = 2_000_000

export type OutputAxis = { step: number; times: number[] }

/** Values one output time of results_hydro.nc holds: s1 on nodes, u1 and q on lines. */
function valuesPerOutputTime(model: MockModel): number {
  const numbering = createGridNumbering(model.fixture)
  const lines2d = numbering.uLines + numbering.vLines
  return numbering.cells + 2 * lines2d + numbering.layout.nodes.length + 2 * numbering.links.length
}

/**
 * The run's output times, decided once for every file of the run: the model's output step,
 * times the smallest k that keeps the results file within the budget; the end of the run
 * (a crash, a shut-down) is the last output time.
 */
export function outputAxisOf(model: MockModel, endTime: number): OutputAxis {
  const base = outputTimeStep(model)
  const baseTimes = Math.ceil(endTime / base) + 1
  const every = Math.max(
    1,
    Math.ceil((baseTimes * valuesPerOutputTime(model)) / RESULT_VALUE_BUDGET),
  )
  const step = base * every
  const times: number[] = []
  for (let time = 0; time < endTime; time += step) times.push(time)
  times.push(endTime)
  return { step, times }
}
