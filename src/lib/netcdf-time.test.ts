import { describe, expect, it } from 'vitest'
import { outputTimesText, secondsPerTimeUnit, summariseTimes } from './netcdf-time'

const SECONDS = 'seconds since 2000-01-01 12:00:00'

describe('summariseTimes', () => {
  it('leaves fill values out and spans the real intervals', () => {
    expect(summariseTimes(Float32Array.of(0, 300, 614, 914, -9999, -9999), -9999)).toEqual({
      count: 4,
      first: 0,
      last: 914,
      shortestInterval: 300,
      longestInterval: 314,
    })
  })
})

describe('outputTimesText', () => {
  it('names how many times, from when to when and the spread of the intervals', () => {
    const times = summariseTimes([0, 300, 613.6, 913.6, 21_600], null)
    expect(outputTimesText(times, SECONDS)).toBe(
      '5 output times from 0 to 6 h, intervals 300 s to 20686 s',
    )
    expect(outputTimesText(summariseTimes([0, 300, 614, 914], null), SECONDS)).toBe(
      '4 output times from 0 to 15.2 min, intervals 300 s to 314 s',
    )
  })

  it('says "every" for a regular axis, converts hours and says when no unit is given', () => {
    expect(outputTimesText(summariseTimes([0, 3600, 7200], null), SECONDS)).toBe(
      '3 output times from 0 to 2 h, every 3600 s',
    )
    expect(outputTimesText(summariseTimes([0, 1, 2], null), 'hours since 2026-01-01')).toBe(
      '3 output times from 0 to 2 h, every 3600 s',
    )
    expect(outputTimesText(summariseTimes([3600, 7200], null), null)).toBe(
      '2 output times from 3600 to 7200, every 3600; no unit given',
    )
    expect(outputTimesText(summariseTimes([-9999], -9999), SECONDS)).toBe('no output times')
    expect(outputTimesText(summariseTimes([60], null), SECONDS)).toBe('1 output time, at 1 min')
  })

  it('knows the CF time units, with or without a reference date', () => {
    expect(secondsPerTimeUnit('seconds since')).toBe(1)
    expect(secondsPerTimeUnit('minutes since 2026-11-21 00:00')).toBe(60)
    expect(secondsPerTimeUnit('m')).toBeNull()
    expect(secondsPerTimeUnit(null)).toBeNull()
  })
})
