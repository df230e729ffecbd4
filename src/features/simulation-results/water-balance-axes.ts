/** Seconds since the start as run time h:mm (hours not wrapped at 24), to the nearest minute. */
export function formatRunTime(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

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

/**
 * Axis ticks on round run times (every 2 min, 15 min, 30 min, 1 h, 2 h, … as the span needs) from
 * the first such time inside [first, last]; `unit` is how many axis units make a second.
 */
export function roundTimeTicks(first: number, last: number, unit = 1): number[] {
  const span = (last - first) / unit
  if (span <= 0) return [first]
  const step = stepFor(span) * unit
  const ticks: number[] = []
  for (let tick = Math.ceil(first / step) * step; tick <= last; tick += step) ticks.push(tick)
  return ticks
}

/** The key of the `index`th term in a row of `sharedRows` (term names may hold dots). */
export function termKey(index: number): string {
  return `term${index}`
}

export type SharedRow = { x: number } & Record<string, number | undefined>

/**
 * The terms as one table for the chart: a row per time any term has a point at, sorted by time,
 * with each term's value under `termKey(index)`, absent where that term has no point at the time.
 */
export function sharedRows(terms: readonly { points: readonly { x: number; y: number }[] }[]) {
  const rows = new Map<number, SharedRow>()
  for (const [index, term] of terms.entries()) {
    for (const point of term.points) {
      const row = rows.get(point.x) ?? { x: point.x }
      row[termKey(index)] = point.y
      rows.set(point.x, row)
    }
  }
  return [...rows.values()].sort((a, b) => a.x - b.x)
}
