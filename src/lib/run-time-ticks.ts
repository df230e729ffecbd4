const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR
const ROUND_STEPS = [1, 2, 5, 15, 30, 60, 120, 240, 360, 720].map((minutes) => minutes * MINUTE)
/** Few enough labels to be read on a narrow chart, enough to place a peak in time. */
const MOST_INTERVALS = 6

function stepFor(span: number): number {
  const step = ROUND_STEPS.find((candidate) => span / candidate <= MOST_INTERVALS)
  return step ?? Math.ceil(span / MOST_INTERVALS / DAY) * DAY
}

/** Axis ticks on round run times from the first inside [first, last]; `unit` axis units a second. */
export function roundTimeTicks(first: number, last: number, unit = 1): number[] {
  const span = (last - first) / unit
  if (span <= 0) return [first]
  const step = stepFor(span) * unit
  const ticks: number[] = []
  for (let tick = Math.ceil(first / step) * step; tick <= last; tick += step) ticks.push(tick)
  return ticks
}
