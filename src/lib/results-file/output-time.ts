import { secondsPerTimeUnit } from '../netcdf-time'
import { formatMoment } from '../local-time'

export function runTimeText(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–'
  const minutes = Math.round(Math.abs(seconds) / 60)
  const text = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
  return seconds < 0 ? `−${text}` : text
}

/** UTC when the units name no zone, as the platform writes them; null when they cannot be read. */
export function timeAxisOrigin(
  units: string | null,
): { origin: Date; secondsPerUnit: number } | null {
  const secondsPerUnit = secondsPerTimeUnit(units)
  const match =
    /since\s+(\d{4}-\d{2}-\d{2})(?:[ T](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|UTC|[+-]\d{2}:?\d{2})?/i.exec(
      units ?? '',
    )
  if (!secondsPerUnit || !match) return null
  const [, date, clock = '00:00:00', zone] = match
  const offset =
    !zone || /^(z|utc)$/i.test(zone) ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
  const origin = new Date(`${date}T${clock.padStart(8, '0')}${offset}`)
  return Number.isNaN(origin.getTime()) ? null : { origin, secondsPerUnit }
}

export function runSeconds(times: ArrayLike<number>, units: string | null): Float64Array {
  const perUnit = secondsPerTimeUnit(units) ?? 1
  const first = Number.isFinite(times[0]) ? (times[0] ?? 0) : 0
  return Float64Array.from(times, (time) => (time - first) * perUnit)
}

export function clockTimeText(time: number, units: string | null): string | null {
  const axis = timeAxisOrigin(units)
  if (!axis || !Number.isFinite(time)) return null
  return formatMoment(new Date(axis.origin.getTime() + time * axis.secondsPerUnit * 1000))
}

export function nearestStep(times: ArrayLike<number>, seconds: number): number {
  if (times.length === 0) return -1
  let low = 0
  let high = times.length - 1
  // The first step at or after `seconds`, then whichever of it and the one before is nearer.
  while (low < high) {
    const middle = (low + high) >> 1
    if ((times[middle] ?? Infinity) < seconds) low = middle + 1
    else high = middle
  }
  const before = low - 1
  if (before < 0) return low
  const after = times[low] ?? Infinity
  return seconds - (times[before] ?? -Infinity) <= after - seconds ? before : low
}
