import { describe, expect, it } from 'vitest'
import { describeExpiry, expiryOfDay } from './expiry'

const now = new Date('2026-11-01T12:00:00Z')

describe('describeExpiry (a moment)', () => {
  it('counts whole days left, rounded down', () => {
    expect(describeExpiry('2026-11-08T12:00:00Z', now)).toBe('Expires in 7 days')
    expect(describeExpiry('2026-11-08T11:00:00Z', now)).toBe('Expires in 6 days')
    expect(describeExpiry('2026-11-02T13:00:00Z', now)).toBe('Expires in 1 day')
    expect(describeExpiry('2026-11-01T18:00:00Z', now)).toBe('Expires in less than a day')
  })

  it('says expired from the moment itself, and unknown for no moment', () => {
    expect(describeExpiry('2026-11-01T12:00:00Z', now)).toBe('Expired')
    expect(describeExpiry('soon', now)).toBe('Expiry unknown')
  })
})

describe('expiryOfDay (a UTC calendar day)', () => {
  it('counts, rounded down as for a moment, to the start of the day on which it may go', () => {
    expect(expiryOfDay('2026-11-08', now)).toEqual({ expired: false, text: 'Expires in 6 days' })
    expect(expiryOfDay('2026-11-03', now)).toEqual({ expired: false, text: 'Expires in 1 day' })
    expect(expiryOfDay('2026-11-02', now)).toEqual({
      expired: false,
      text: 'Expires in less than a day',
    })
  })

  it('is usable through its day and expired once the day is over', () => {
    expect(expiryOfDay('2026-11-01', now)).toEqual({ expired: false, text: 'Expires today' })
    expect(expiryOfDay('2026-10-31', now)).toEqual({ expired: true, text: 'Expired' })
  })

  it('knows no expiry without a date', () => {
    expect(expiryOfDay(undefined, now)).toEqual({ expired: false, text: 'Does not expire' })
    expect(expiryOfDay('someday', now)).toEqual({ expired: false, text: 'Expiry unknown' })
  })
})
