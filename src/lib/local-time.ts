export function userTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone
}

type Wall = { date: string; clock: string; seconds: number }

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

function wallClock(date: Date, timeZone: string): Wall {
  const parts: Record<string, string> = {}
  for (const part of formatIn(timeZone).formatToParts(date)) parts[part.type] = part.value
  const { year, month, day, hour, minute, second } = parts
  return {
    date: `${year}-${month}-${day}`,
    clock: `${hour}:${minute}`,
    seconds: Number(second),
  }
}

const withSeconds = (wall: Wall, shown: boolean) =>
  shown ? `${wall.clock}:${String(wall.seconds).padStart(2, '0')}` : wall.clock

/** "2026-11-28 09:00 (08:00 UTC)": the one way the app shows a moment. */
export function formatMoment(
  value: string | Date | null,
  timeZone: string = userTimeZone(),
): string {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return '—'
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : 'unknown time'
  const local = wallClock(date, timeZone)
  const utc = wallClock(date, 'UTC')
  const seconds = utc.seconds !== 0
  const utcText = `${withSeconds(utc, seconds)} UTC`
  if (local.date === utc.date && local.clock === utc.clock) return `${utc.date} ${utcText}`
  const utcDay = local.date === utc.date ? '' : `${utc.date} `
  return `${local.date} ${withSeconds(local, seconds)} (${utcDay}${utcText})`
}

export function formatClockIn(date: Date, timeZone: string = userTimeZone()): string {
  return wallClock(date, timeZone).clock
}

export function toMomentInput(date: Date, timeZone: string = userTimeZone()): string {
  const wall = wallClock(date, timeZone)
  return `${wall.date} ${withSeconds(wall, wall.seconds !== 0)}`
}

export type MomentInput = { ok: true; date: Date } | { ok: false; message: string }

const INPUT = /^(\d{4})-(\d{2})-(\d{2})[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|UTC)?$/i

export const MOMENT_INPUT_EXAMPLE = '2026-11-28 09:00'

export function parseMomentInput(text: string, timeZone: string = userTimeZone()): MomentInput {
  const match = INPUT.exec(text.trim())
  const refused = {
    ok: false,
    message: `Write the date and time as ${MOMENT_INPUT_EXAMPLE} (year-month-day, 24-hour)`,
  } as const
  if (!match) return refused
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0))
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hour ?? 0, minute ?? 0, second ?? 0)
  const typed = new Date(asUtc)
  const real =
    typed.getUTCFullYear() === year &&
    typed.getUTCMonth() === (month ?? 1) - 1 &&
    typed.getUTCDate() === day &&
    typed.getUTCHours() === hour
  if (!real || (minute ?? 0) > 59 || (second ?? 0) > 59) return refused
  if (match[7] !== undefined) return { ok: true, date: typed }
  const wanted = wallClock(typed, 'UTC')
  // The zone's offsets a day either side cover any change of the clocks in between.
  const offsets = new Set([-1, 0, 1].map((days) => offsetAt(asUtc + days * DAY, timeZone)))
  const candidates = [...offsets]
    .map((offset) => new Date(asUtc - offset))
    .filter((candidate) => sameWall(wallClock(candidate, timeZone), wanted))
    .sort((a, b) => a.getTime() - b.getTime())
  const [first] = candidates
  if (first) return { ok: true, date: first }
  const shown = `${wanted.date} ${wanted.clock}`
  return {
    ok: false,
    message: `${shown} does not exist in ${timeZone}: the clocks go forward then. Choose a later time`,
  }
}

const DAY = 86_400_000

const sameWall = (a: Wall, b: Wall) =>
  a.date === b.date && a.clock === b.clock && a.seconds === b.seconds

function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClock(new Date(ms), timeZone)
  const [year, month, day] = wall.date.split('-').map(Number)
  const [hour, minute] = wall.clock.split(':').map(Number)
  const asUtc = Date.UTC(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 0,
    hour ?? 0,
    minute ?? 0,
    wall.seconds,
  )
  return asUtc - Math.floor(ms / 1000) * 1000
}

export type DateInput = { ok: true; date: string } | { ok: false; message: string }

export const DATE_INPUT_EXAMPLE = '2026-11-28'

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/

export function parseDateInput(text: string): DateInput {
  const date = text.trim()
  const match = DATE_INPUT.exec(date)
  if (!match) {
    return { ok: false, message: `Write the date as year-month-day, e.g. ${DATE_INPUT_EXAMPLE}.` }
  }
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number]
  const typed = new Date(Date.UTC(year, month - 1, day))
  const real = year >= 1000 && typed.getUTCMonth() === month - 1 && typed.getUTCDate() === day
  if (!real) {
    return {
      ok: false,
      message: `There is no day ${date} in the calendar; write it as year-month-day, e.g. ${DATE_INPUT_EXAMPLE}.`,
    }
  }
  return { ok: true, date }
}
