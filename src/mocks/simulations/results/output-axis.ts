import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { outputTimeStep } from './model-settings'
import type { MockModel } from '@/mocks/db/records'

/** Demo size cap on result values per file, unless that leaves fewer than `MIN_OUTPUT_TIMES`. */
export const RESULT_VALUE_BUDGET = 2_000_000
/** At least this many output times, so the map shows water spreading (~300 MB at 10^6 cells). */
export const MIN_OUTPUT_TIMES = 13
const HOUR = 3600

export type OutputAxis = { step: number; times: number[] }

export function valuesPerOutputTime(model: MockModel): number {
  const numbering = createGridNumbering(model.fixture)
  const lines2d = numbering.uLines + numbering.vLines
  return numbering.cells + 2 * lines2d + numbering.layout.nodes.length + 2 * numbering.links.length
}

export function maxOutputTimes(model: MockModel): number {
  return Math.max(MIN_OUTPUT_TIMES, Math.floor(RESULT_VALUE_BUDGET / valuesPerOutputTime(model)))
}

/** An output step the hourly aggregation windows line up with: a divisor or a multiple of an hour. */
const fitsTheHour = (step: number) => HOUR % step === 0 || step % HOUR === 0

/** One axis for every file of the run; its end (a crash, a shut-down) is the last time. */
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
