import { describe, expect, it } from 'vitest'
import { roundTimeTicks } from './run-time-ticks'

describe('roundTimeTicks', () => {
  it('falls on round times chosen from the run length', () => {
    expect(roundTimeTicks(0, 2 * 3600)).toEqual([0, 1800, 3600, 5400, 7200])
    expect(roundTimeTicks(0, 6 * 3600)).toEqual([0, 3600, 7200, 10800, 14400, 18000, 21600])
    expect(roundTimeTicks(0, 24 * 3600)).toEqual([0, 4, 8, 12, 16, 20, 24].map((h) => h * 3600))
    expect(roundTimeTicks(0, 600)).toEqual([0, 120, 240, 360, 480, 600])
    expect(roundTimeTicks(0, 3600)).toEqual([0, 900, 1800, 2700, 3600])
  })

  it('starts at the first round time inside the span', () => {
    expect(roundTimeTicks(100, 3700)).toEqual([900, 1800, 2700, 3600])
  })

  it('gives at most a handful of ticks however long the run', () => {
    const ticks = roundTimeTicks(0, 30 * 24 * 3600)
    expect(ticks.length).toBeLessThanOrEqual(9)
    expect(ticks.every((tick) => tick % 3600 === 0)).toBe(true)
  })

  it('gives the one time of a single-row balance', () => {
    expect(roundTimeTicks(300, 300)).toEqual([300])
  })
})
