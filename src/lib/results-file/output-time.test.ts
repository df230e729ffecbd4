import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { clockTimeText, nearestStep, runSeconds, runTimeText, timeAxisOrigin } from './output-time'

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
    expect(clockTimeText(5400, 'seconds since 2026-11-21 00:00:00')).toBe('2026-11-21 01:30 UTC')
    expect(clockTimeText(5400, null)).toBeNull()
    expect(Array.from(runSeconds([60, 120, 300], 'minutes since 2020-01-01'))).toEqual([
      0, 3600, 14400,
    ])
  })

  it('finds the output step nearest a time on uneven steps', () => {
    const times = [0, 600, 1800, 7200]
    expect(nearestStep(times, -50)).toBe(0)
    expect(nearestStep(times, 299)).toBe(0)
    expect(nearestStep(times, 300)).toBe(0)
    expect(nearestStep(times, 301)).toBe(1)
    expect(nearestStep(times, 1800)).toBe(2)
    expect(nearestStep(times, 5000)).toBe(3)
    expect(nearestStep(times, 1e9)).toBe(3)
    expect(nearestStep([], 10)).toBe(-1)
  })

  it('finds a step no farther than any other (property)', () => {
    const ascending = fc
      .array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 50 })
      .map((values) => values.sort((a, b) => a - b))
    fc.assert(
      fc.property(ascending, fc.integer({ min: -1000, max: 101_000 }), (times, seconds) => {
        const found = times[nearestStep(times, seconds)] ?? Number.NaN
        const closest = Math.min(...times.map((time) => Math.abs(time - seconds)))
        expect(Math.abs(found - seconds)).toBe(closest)
      }),
    )
  })
})
