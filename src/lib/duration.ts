import type { DurationText } from './duration-text'

export type DurationParts = { hours: number; minutes: number; seconds: number }

export function partsToSeconds({ hours, minutes, seconds }: DurationParts): number {
  return hours * 3600 + minutes * 60 + seconds
}

export function secondsToParts(total: number): DurationParts {
  const whole = Math.max(0, Math.floor(total))
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  }
}

export function parseDurationPart(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  if (!/^\d{1,7}$/.test(trimmed)) return null
  return Number(trimmed)
}

export function parseDurationText(parts: {
  hours: string
  minutes: string
  seconds: string
}): number | null {
  const hours = parseDurationPart(parts.hours)
  const minutes = parseDurationPart(parts.minutes)
  const seconds = parseDurationPart(parts.seconds)
  if (hours === null || minutes === null || seconds === null) return null
  return partsToSeconds({ hours, minutes, seconds })
}

/** A minus sign keeps the time negative, so the API's rule refuses it in its own words. */
export function parseSignedDurationText(parts: DurationText): number | null {
  const boxes = [parts.hours, parts.minutes, parts.seconds]
  const negative = boxes.some((text) => MINUS.test(text))
  const [hours = '', minutes = '', seconds = ''] = boxes.map((text) => text.replace(MINUS, ''))
  const total = parseDurationText({ hours, minutes, seconds })
  return total === null || !negative ? total : -total
}

const MINUS = /^\s*[-−]/

export function durationTextProblem(
  parts: DurationText,
  negative = 'The duration must be positive',
): string | null {
  if (parseDurationText(parts) !== null) return null
  const signed = [parts.hours, parts.minutes, parts.seconds].some((text) => MINUS.test(text))
  return signed ? negative : 'Use whole numbers for hours, minutes and seconds'
}

/** Simulated time as h:mm:ss; hours are not wrapped at 24 so long runs stay readable. */
export function formatClock(totalSeconds: number): string {
  const { hours, minutes, seconds } = secondsToParts(totalSeconds)
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}

export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = secondsToParts(totalSeconds)
  const parts = [
    hours > 0 ? `${hours} h` : null,
    minutes > 0 ? `${minutes} min` : null,
    seconds > 0 ? `${seconds} s` : null,
  ].filter((part): part is string => part !== null)
  return parts.length > 0 ? parts.join(' ') : '0 s'
}
