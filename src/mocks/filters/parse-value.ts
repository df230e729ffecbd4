/** Query-string value parsers; `undefined` means malformed (the engine answers 400). */

export const MESSAGES = {
  number: 'Enter a number.',
  date: 'Enter a valid date.',
  datetime: 'Enter a valid date/time.',
  boolean: 'Must be a valid boolean.',
} as const

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

export function parseNumber(raw: string): number | undefined {
  const text = raw.trim()
  return NUMBER.test(text) ? Number(text) : undefined
}

const BOOLEANS = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
])

/** Django's BooleanWidget words: `True`/`true`/`1` and `False`/`false`/`0`. */
export function parseBoolean(raw: string): boolean | undefined {
  return BOOLEANS.get(raw.trim().toLowerCase())
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function parseDate(raw: string): string | undefined {
  const match = DATE.exec(raw.trim())
  if (!match) return undefined
  const [, year, month, day] = match.map(Number)
  if (year === undefined || month === undefined || day === undefined) return undefined
  const probe = new Date(Date.UTC(year, month - 1, day))
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  return real ? raw.trim() : undefined
}

const DATETIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** An ISO-8601 date or date-time as epoch milliseconds; without a zone it is read as UTC. */
export function parseDateTime(raw: string): number | undefined {
  const text = raw.trim()
  const match = DATETIME.exec(text)
  if (!match) return undefined
  const [, date, hours = '00', minutes = '00', seconds = '00', fraction = '', zone = 'Z'] = match
  if (!date || parseDate(date) === undefined) return undefined
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, '0') : ''
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`
  const value = Date.parse(`${date}T${hours}:${minutes}:${seconds}${millis}${offset}`)
  return Number.isNaN(value) ? undefined : value
}

export function toEpoch(value: string | Date | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  const epoch = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(epoch) ? undefined : epoch
}
