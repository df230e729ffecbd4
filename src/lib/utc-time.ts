const UTC_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * Reads the value of a `datetime-local` input as UTC (the form labels it so), not as the
 * browser's zone. Returns null for anything that is not a real calendar date-time.
 */
export function utcInputToDate(value: string): Date | null {
  const match = UTC_INPUT.exec(value.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)))
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  return roundTrips ? date : null
}

/** ISO-8601 with a `Z`, without milliseconds, as the API shows its own timestamps. */
export function toIsoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** A date-time as a `datetime-local` value in UTC, e.g. "2026-11-01T09:30". */
export function toUtcInput(date: Date): string {
  return date.toISOString().slice(0, 16)
}

function validDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * "2026-11-01 09:30:00 UTC": the one way the app shows a moment. Modellers compare runs across
 * time zones, so the zone is always written out, and to the second, as the API keeps it.
 */
export function formatUtc(value: string | Date | null): string {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return '—'
  const date = validDate(value)
  // A server's own way of writing a time is still true, and more use than "unknown".
  if (!date) return typeof value === 'string' ? value : 'unknown time'
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

/** "2026-11-01 UTC": a calendar day, named in UTC so it is the same day for everyone. */
export function formatUtcDate(value: string | Date): string {
  const date = validDate(value)
  if (!date) return 'unknown date'
  return `${toIsoDate(date)} UTC`
}

/** "09:30": a tick on a time axis whose title says UTC. */
export function formatUtcClock(date: Date): string {
  return date.toISOString().slice(11, 16)
}

/** "2026-11-01": the API's form of a date (`expiry_date`, date filters). */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The next whole hour after `now`, a sensible default start for a new run. */
export function nextWholeHour(now: Date): Date {
  const next = new Date(now.getTime())
  next.setUTCMinutes(0, 0, 0)
  next.setUTCHours(next.getUTCHours() + 1)
  return next
}
