/** ISO-8601 with a `Z`, without milliseconds, as the API shows its own timestamps. */
export function toIsoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
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
