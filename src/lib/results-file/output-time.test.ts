import { describe, expect, it } from 'vitest'
import { clockTimeText, runSeconds, runTimeText, timeAxisOrigin } from './output-time'

describe('output times', () => {
  it('writes run time as hours and minutes', () => {
    expect(runTimeText(0)).toBe('0:00')
    expect(runTimeText(9000)).toBe('2:30')
    expect(runTimeText(26 * 3600 + 300)).toBe('26:05')
    expect(runTimeText(Number.NaN)).toBe('–')
  })

  it('reads the platform’s and other CF time origins', () => {
    expect(timeAxisOrigin('seconds since 2026-11-21 00:00:00')?.origin.toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    )
    expect(timeAxisOrigin('hours since 2020-01-01T06:00:00+01:00')?.origin.toISOString()).toBe(
      '2020-01-01T05:00:00.000Z',
    )
    expect(timeAxisOrigin('minutes since 2020-01-01')?.secondsPerUnit).toBe(60)
    expect(timeAxisOrigin('seconds')).toBeNull()
    expect(timeAxisOrigin(null)).toBeNull()
  })

  it('gives each output time its clock time and its seconds since the first', () => {
    expect(clockTimeText(5400, 'seconds since 2026-11-21 00:00:00')).toBe('2026-11-21 01:30:00 UTC')
    expect(clockTimeText(5400, null)).toBeNull()
    expect(Array.from(runSeconds([60, 120, 300], 'minutes since 2020-01-01'))).toEqual([
      0, 3600, 14400,
    ])
  })
})
