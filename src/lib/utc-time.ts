export function toIsoUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function nextWholeHour(now: Date): Date {
  const next = new Date(now.getTime())
  next.setUTCMinutes(0, 0, 0)
  next.setUTCHours(next.getUTCHours() + 1)
  return next
}
