import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatUtc,
  formatUtcClock,
  formatUtcDate,
  nextWholeHour,
  toIsoDate,
  toIsoUtc,
  toUtcInput,
  utcInputToDate,
} from './utc-time'

describe('UTC date-time inputs', () => {
  it('reads the input as UTC whatever the browser zone', () => {
    expect(utcInputToDate('2026-11-01T09:30')?.toISOString()).toBe('2026-11-01T09:30:00.000Z')
    expect(utcInputToDate('2026-11-01T09:30:15')?.toISOString()).toBe('2026-11-01T09:30:15.000Z')
  })

  it.each(['', '2026-02-30T10:00', '2026-11-01T24:00', '2026-11-01 10:00', 'tomorrow'])(
    'refuses %j',
    (value) => {
      expect(utcInputToDate(value)).toBeNull()
    },
  )

  it('round-trips any minute between 1970 and 2200', () => {
    const minute = 60_000
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_786_912_000_000 / minute }), (minutes) => {
        const date = new Date(minutes * minute)
        expect(utcInputToDate(toUtcInput(date))?.getTime()).toBe(date.getTime())
      }),
    )
  })

  it('writes the API form and the display form with the zone', () => {
    const date = new Date('2026-11-01T09:30:00.000Z')
    expect(toIsoUtc(date)).toBe('2026-11-01T09:30:00Z')
    expect(formatUtc('2026-11-01T09:30:00Z')).toBe('2026-11-01 09:30:00 UTC')
    expect(formatUtc('not a date')).toBe('not a date')
    expect(formatUtc(null)).toBe('—')
    expect(formatUtc(' ')).toBe('—')
  })

  it('shows one form per purpose, each in UTC whatever the local zone', () => {
    expect(formatUtc('2026-10-14T11:32:45+02:00')).toBe('2026-10-14 09:32:45 UTC')
    expect(formatUtcDate('2026-10-14T23:30:00-02:00')).toBe('2026-10-15 UTC')
    expect(formatUtcDate(new Date('2026-10-15T01:00:00Z'))).toBe('2026-10-15 UTC')
    expect(formatUtcDate('yesterday')).toBe('unknown date')
    expect(formatUtcClock(new Date('2026-10-14T09:32:45Z'))).toBe('09:32')
    expect(toIsoDate(new Date('2026-10-14T23:30:00-02:00'))).toBe('2026-10-15')
  })

  it('proposes the next whole hour', () => {
    expect(nextWholeHour(new Date('2026-11-01T09:30:12Z')).toISOString()).toBe(
      '2026-11-01T10:00:00.000Z',
    )
  })
})
