import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatClockIn,
  formatMoment,
  parseDateInput,
  parseMomentInput,
  toMomentInput,
} from './local-time'

const AMSTERDAM = 'Europe/Amsterdam'

const parsed = (text: string, zone = AMSTERDAM) => {
  const result = parseMomentInput(text, zone)
  return result.ok ? result.date.toISOString() : result.message
}

describe('formatMoment', () => {
  it('shows the user’s clock, 24-hour, with UTC beside it', () => {
    expect(formatMoment('2026-11-28T08:00:00Z', AMSTERDAM)).toBe('2026-11-28 09:00 (08:00 UTC)')
    expect(formatMoment('2026-07-01T13:30:00Z', AMSTERDAM)).toBe('2026-07-01 15:30 (13:30 UTC)')
    expect(formatMoment('2026-11-28T20:15:00Z', 'America/New_York')).toBe(
      '2026-11-28 15:15 (20:15 UTC)',
    )
  })

  it('names the UTC day when it is not the local one, and shows seconds when there are some', () => {
    expect(formatMoment('2026-11-28T23:30:00Z', AMSTERDAM)).toBe(
      '2026-11-29 00:30 (2026-11-28 23:30 UTC)',
    )
    expect(formatMoment('2026-10-14T11:32:45+02:00', AMSTERDAM)).toBe(
      '2026-10-14 11:32:45 (09:32:45 UTC)',
    )
  })

  it('writes the time once where the user’s clock is UTC', () => {
    expect(formatMoment('2026-11-28T08:00:00Z', 'UTC')).toBe('2026-11-28 08:00 UTC')
    expect(formatMoment('2026-11-28T08:00:00Z', 'Europe/London')).toBe('2026-11-28 08:00 UTC')
  })

  it('shows what is no date as it came, and nothing as a dash', () => {
    expect(formatMoment('not a date', AMSTERDAM)).toBe('not a date')
    expect(formatMoment(null, AMSTERDAM)).toBe('—')
    expect(formatMoment(' ', AMSTERDAM)).toBe('—')
    expect(formatMoment(new Date(Number.NaN), AMSTERDAM)).toBe('unknown time')
  })

  it('gives a chart’s tick the local clock', () => {
    expect(formatClockIn(new Date('2026-11-28T08:05:00Z'), AMSTERDAM)).toBe('09:05')
  })
})

describe('parseMomentInput', () => {
  it('reads a typed time on the user’s clock', () => {
    expect(parsed('2026-11-28 09:00')).toBe('2026-11-28T08:00:00.000Z')
    expect(parsed('2026-07-01T15:30:20')).toBe('2026-07-01T13:30:20.000Z')
    expect(parsed(' 2026-11-28 9:00 ')).toBe('2026-11-28T08:00:00.000Z')
  })

  it('reads a time followed by UTC as UTC', () => {
    expect(parsed('2026-11-28 09:00 UTC')).toBe('2026-11-28T09:00:00.000Z')
    expect(parsed('2026-11-28T09:00Z')).toBe('2026-11-28T09:00:00.000Z')
  })

  it('refuses the hour the clocks skip in spring', () => {
    expect(parsed('2026-03-29 02:30')).toBe(
      '2026-03-29 02:30 does not exist in Europe/Amsterdam: the clocks go forward then. Choose a later time',
    )
    expect(parsed('2026-03-29 01:59')).toBe('2026-03-29T00:59:00.000Z')
    expect(parsed('2026-03-29 03:00')).toBe('2026-03-29T01:00:00.000Z')
  })

  it('takes the first of the hour the clocks pass twice in autumn', () => {
    expect(parsed('2026-10-25 02:30')).toBe('2026-10-25T00:30:00.000Z')
    expect(parsed('2026-10-25 03:00')).toBe('2026-10-25T02:00:00.000Z')
  })

  it.each([
    '',
    '28-11-2026 09:00',
    '11/28/2026, 08:00:00 AM',
    '2026-02-30 10:00',
    '2026-11-28 24:00',
    '2026-11-28 09:60',
    'tomorrow',
  ])('refuses %j with the form to write', (text) => {
    expect(parsed(text)).toBe(
      'Write the date and time as 2026-11-28 09:00 (year-month-day, 24-hour)',
    )
  })

  it('reads back what the input shows, for any minute between 1970 and 2100', () => {
    const minute = 60_000
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 / minute }), (minutes) => {
        const date = new Date(minutes * minute)
        const shown = toMomentInput(date, AMSTERDAM)
        const back = parseMomentInput(shown, AMSTERDAM)
        // The second pass of an autumn hour reads as its first: the same wall clock.
        expect(back.ok && toMomentInput(back.date, AMSTERDAM)).toBe(shown)
      }),
    )
  })
})

describe('parseDateInput', () => {
  const read = (text: string) => {
    const result = parseDateInput(text)
    return result.ok ? result.date : result.message
  }

  it('reads a day written year first', () => {
    expect(read('2026-11-28')).toBe('2026-11-28')
    expect(read(' 2024-02-29 ')).toBe('2024-02-29')
  })

  it.each(['28/11/2026', '11/28/2026', '28-11-2026', '2026-11-5', '2026/11/28', 'yesterday'])(
    'says how to write %s',
    (text) => {
      expect(read(text)).toBe('Write the date as year-month-day, e.g. 2026-11-28.')
    },
  )

  it.each(['2026-13-01', '2026-02-29', '2026-11-31', '0999-01-01'])(
    'says %s is no day of the calendar',
    (text) => {
      expect(read(text)).toBe(
        `There is no day ${text} in the calendar; write it as year-month-day, e.g. 2026-11-28.`,
      )
    },
  )
})
