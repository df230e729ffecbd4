/** Units as the CSV's column names end (`storage_2d_m3`), and as a modeller writes them. */
const UNITS: Record<string, string> = { m3: 'm³', m2: 'm²', m: 'm', mm: 'mm', s: 's', m3s: 'm³/s' }

function splitUnit(name: string): { words: string[]; unit: string | null } {
  const words = name.split(/[_\s]+/).filter((word) => word !== '')
  const last = words.at(-1)?.toLowerCase()
  const unit = words.length > 1 && last !== undefined ? (UNITS[last] ?? null) : null
  return { words: unit === null ? words : words.slice(0, -1), unit }
}

/** `storage_2d_m3` → "Storage 2D (m³)": words, dimensions in capitals, the unit in brackets. */
export function termLabel(name: string): string {
  const { words, unit } = splitUnit(name)
  const text = words.map((word) => (/^[123]d$/i.test(word) ? word.toUpperCase() : word)).join(' ')
  const sentence = text.charAt(0).toUpperCase() + text.slice(1)
  return unit === null ? sentence : `${sentence} (${unit})`
}

/** The unit every term is in, for the value axis; null when they differ or one has none. */
export function sharedUnit(names: readonly string[]): string | null {
  const units = new Set(names.map((name) => splitUnit(name).unit))
  const [only] = units
  return units.size === 1 && only !== undefined ? only : null
}

/** Thousands grouped; decimals only where the value is small enough to need them. */
export function formatQuantity(value: number): string {
  const decimals = Math.abs(value) >= 100 ? 0 : 2
  return value.toLocaleString('en', { maximumFractionDigits: decimals })
}

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
