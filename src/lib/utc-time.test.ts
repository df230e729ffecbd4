import { describe, expect, it } from 'vitest'
import { nextWholeHour, toIsoDate, toIsoUtc } from './utc-time'

describe('the API’s forms of a time', () => {
  it('writes a moment with a Z and a day in UTC', () => {
    expect(toIsoUtc(new Date('2026-11-01T09:30:00.000Z'))).toBe('2026-11-01T09:30:00Z')
    expect(toIsoDate(new Date('2026-10-14T23:30:00-02:00'))).toBe('2026-10-15')
  })

  it('proposes the next whole hour', () => {
    expect(nextWholeHour(new Date('2026-11-01T09:30:12Z')).toISOString()).toBe(
      '2026-11-01T10:00:00.000Z',
    )
  })
})
