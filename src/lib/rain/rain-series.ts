import { formatDuration } from '../duration'
import { parseNumberRows, type RowProblem } from '../parse-number-rows'

/** Rain uniform in space: one intensity per equal interval, starting `offsetSeconds` into the run. */
export type RainSeries = {
  intervalSeconds: number
  mmPerHour: readonly number[]
  offsetSeconds: number
}

/** The platform names no rain limits; these bound a file to a few hundred kB and rain to beyond any recorded. */
export const RAIN_LIMITS = { maxMmPerHour: 1000, maxIntervals: 10_000 } as const

export const totalDepthMm = (series: Pick<RainSeries, 'intervalSeconds' | 'mmPerHour'>) =>
  series.mmPerHour.reduce((sum, rate) => sum + (rate * series.intervalSeconds) / 3600, 0)

export const peakMmPerHour = (series: Pick<RainSeries, 'mmPerHour'>) =>
  series.mmPerHour.reduce((peak, rate) => Math.max(peak, rate), 0)

export const rainEndSeconds = (series: RainSeries) =>
  series.offsetSeconds + series.intervalSeconds * series.mmPerHour.length

/** Constant rain (whole seconds) in steps of at most 5 minutes, so its bars read like a storm's. */
export function constantRain(mmPerHour: number, durationSeconds: number, offsetSeconds: number) {
  let count = Math.max(1, Math.ceil(durationSeconds / 300))
  while (durationSeconds % count !== 0) count += 1 // whole seconds per step
  const intervalSeconds = durationSeconds / count
  return { intervalSeconds, mmPerHour: Array<number>(count).fill(mmPerHour), offsetSeconds }
}

/** What the run's time axis says of the rain: null when it falls wholly inside the run. */
export function rainAgainstRun(series: RainSeries, runSeconds: number): string | null {
  if (series.offsetSeconds >= runSeconds)
    return 'The rain starts after the run ends: none of it falls.'
  const past = rainEndSeconds(series) - runSeconds
  if (past <= 0) return null
  return `The rain runs ${formatDuration(past)} past the run's end; that part does not fall.`
}

export type PasteUnits = { time: 's' | 'min' | 'h'; value: 'mm/h' | 'mm' }
const secondsPer = { s: 1, min: 60, h: 3600 } as const

export type PastedRain = {
  series: Omit<RainSeries, 'offsetSeconds'> & { firstSeconds: number }
  problems: RowProblem[]
}

/** Rows "time value": each row starts an interval; the intervals are equal; the last lasts as long. */
export function parseRainRows(text: string, units: PasteUnits): PastedRain {
  const { rows, lines, problems } = parseNumberRows(text, {
    min: 2,
    max: 2,
    what: 'a time and a rain value',
  })
  const times = rows.map(([time = 0]) => Math.round(time * secondsPer[units.time] * 1000) / 1000)
  const values = rows.map(([, value = 0]) => value)
  const interval = times.length >= 2 ? (times[1] ?? 0) - (times[0] ?? 0) : 0
  rows.forEach((_, index) => {
    const row = lines[index] ?? index + 1
    const problem = rowProblem(times, values, index, interval, units)
    if (problem) problems.push({ row, message: `Row ${row}: ${problem}` })
  })
  if (problems.length === 0 && rows.length === 1)
    problems.push({
      row: lines[0] ?? 1,
      message: `Row ${lines[0]}: one row only; give two or more, the interval is the step between their times.`,
    })
  if (rows.length > RAIN_LIMITS.maxIntervals)
    problems.push({
      row: lines[RAIN_LIMITS.maxIntervals] ?? 0,
      message: `Row ${lines[RAIN_LIMITS.maxIntervals]}: more than ${RAIN_LIMITS.maxIntervals} intervals.`,
    })
  problems.sort((a, b) => a.row - b.row)
  const perHour = units.value === 'mm' && interval > 0 ? 3600 / interval : 1
  return {
    series: {
      intervalSeconds: interval,
      mmPerHour: values.map((value) => value * perHour),
      firstSeconds: times[0] ?? 0,
    },
    problems,
  }
}

function rowProblem(
  times: number[],
  values: number[],
  index: number,
  interval: number,
  units: PasteUnits,
): string | null {
  const time = times[index] ?? 0
  const value = values[index] ?? 0
  if (time < 0) return 'a time cannot be negative.'
  if (value < 0) return `rain cannot be negative (${value}).`
  const perHour = units.value === 'mm' && interval > 0 ? (value * 3600) / interval : value
  if (perHour > RAIN_LIMITS.maxMmPerHour)
    return `${round(perHour)} mm/h is more than the ${RAIN_LIMITS.maxMmPerHour} mm/h a rain file may hold.`
  if (index === 0) return null
  const step = time - (times[index - 1] ?? 0)
  if (step <= 0) return 'its time is not after the row above’s; times must go up.'
  if (Math.abs(step - interval) > 1e-6)
    return `a step of ${round(step / secondsPer[units.time])} ${units.time}, the rows above step ${round(interval / secondsPer[units.time])} ${units.time}: intervals must be equal.`
  return null
}

const round = (value: number) => Math.round(value * 1000) / 1000
