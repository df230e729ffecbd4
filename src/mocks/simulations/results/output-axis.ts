import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { outputTimeStep } from './model-settings'
import type { MockModel } from '@/mocks/db/records'

/**
 * Demo size cap: at most this many result values (all output times of all result variables)
 * per results file, unless that leaves fewer than `MIN_OUTPUT_TIMES` (README "Result files").
 */
export const RESULT_VALUE_BUDGET = 2_000_000
/**
 * At least this many output times (when the run lasts that many output steps), so the results
 * map shows the water spreading on every model. At 10^6 cells it decides: 13 steps of 5·10^6
 * float32 values are 260 MB before compression, so the file stays under ~300 MB.
 */
export const MIN_OUTPUT_TIMES = 13
const HOUR = 3600

export type OutputAxis = { step: number; times: number[] }

/** Values one output time of results_hydro.nc holds: s1 on nodes, u1 and q on lines. */
export function valuesPerOutputTime(model: MockModel): number {
  const numbering = createGridNumbering(model.fixture)
  const lines2d = numbering.uLines + numbering.vLines
  return numbering.cells + 2 * lines2d + numbering.layout.nodes.length + 2 * numbering.links.length
}

/** How many output times a run of the model may write, from the size of its grid. */
export function maxOutputTimes(model: MockModel): number {
  return Math.max(MIN_OUTPUT_TIMES, Math.floor(RESULT_VALUE_BUDGET / valuesPerOutputTime(model)))
}

/** An output step the hourly aggregation windows line up with: a divisor or a multiple of an hour. */
const fitsTheHour = (step: number) => HOUR % step === 0 || step % HOUR === 0

/**
 * The run's output times, decided once for every file of the run: the smallest multiple of the
 * model's output step (whole minutes) that fits the hour and keeps the run within its number of
 * output times; regular from 0, and the end of the run (a crash, a shut-down) is the last one.
 */
export function outputAxisOf(model: MockModel, endTime: number): OutputAxis {
  const base = outputTimeStep(model)
  const most = maxOutputTimes(model)
  let step = base
  while (Math.ceil(endTime / step) + 1 > most || !fitsTheHour(step)) step += base
  const times: number[] = []
  for (let time = 0; time < endTime; time += step) times.push(time)
  times.push(endTime)
  return { step, times }
}
