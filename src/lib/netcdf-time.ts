const SECONDS_PER_UNIT = new Map([
  ['second', 1],
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
])

export function secondsPerTimeUnit(units: string | null): number | null {
  const unit = /^\s*(second|minute|hour|day)s?\b/i.exec(units ?? '')?.[1]?.toLowerCase()
  return (unit && SECONDS_PER_UNIT.get(unit)) || null
}

export type OutputTimes = {
  count: number
  first: number | null
  last: number | null
  shortestInterval: number | null
  longestInterval: number | null
}

export function summariseTimes(values: ArrayLike<number>, fillValue: number | null): OutputTimes {
  const times = Array.from(values).filter((value) => Number.isFinite(value) && value !== fillValue)
  const intervals = times.slice(1).map((time, index) => time - (times[index] ?? time))
  return {
    count: times.length,
    first: times[0] ?? null,
    last: times.at(-1) ?? null,
    shortestInterval: intervals.length > 0 ? Math.min(...intervals) : null,
    longestInterval: intervals.length > 0 ? Math.max(...intervals) : null,
  }
}

function round(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)))
}

function momentText(seconds: number): string {
  if (seconds === 0) return '0'
  if (Math.abs(seconds) >= 3600) return `${round(seconds / 3600, 1)} h`
  if (Math.abs(seconds) >= 60) return `${round(seconds / 60, 1)} min`
  return `${round(seconds, 1)} s`
}

function intervalText(times: OutputTimes, text: (value: number) => string): string {
  const { shortestInterval: shortest, longestInterval: longest } = times
  if (shortest === null || longest === null) return ''
  const [low, high] = [text(shortest), text(longest)]
  return low === high ? `, every ${low}` : `, intervals ${low} to ${high}`
}

/** The real spread of intervals: the platform writes output times where its time step lands. */
export function outputTimesText(times: OutputTimes, units: string | null): string {
  if (times.count === 0) return 'no output times'
  const perUnit = secondsPerTimeUnit(units)
  const moment = (value: number) =>
    perUnit === null ? round(value, 3) : momentText(value * perUnit)
  const interval = (value: number) =>
    perUnit === null ? round(value, 3) : `${Math.round(value * perUnit)} s`
  const unitNote = units === null ? '; no unit given' : perUnit === null ? ` (${units})` : ''
  const first = moment(times.first ?? 0)
  if (times.count === 1) return `1 output time, at ${first}${unitNote}`
  const span = `${times.count} output times from ${first} to ${moment(times.last ?? 0)}`
  return `${span}${intervalText(times, interval)}${unitNote}`
}
