import { describe, expect, it } from 'vitest'
import {
  formatQuantity,
  formatRunTime,
  roundTimeTicks,
  sharedRows,
  sharedUnit,
  termKey,
  termLabel,
} from './water-balance-axes'

describe('termLabel', () => {
  it('turns a column name into words with its unit', () => {
    expect(termLabel('storage_2d_m3')).toBe('Storage 2D (m³)')
    expect(termLabel('volume_error_m3')).toBe('Volume error (m³)')
    expect(termLabel('rain_m3')).toBe('Rain (m³)')
    expect(termLabel('storage_1d_m3')).toBe('Storage 1D (m³)')
  })

  it('keeps a name without a known unit as words', () => {
    expect(termLabel('discharge')).toBe('Discharge')
    expect(termLabel('Net flow')).toBe('Net flow')
  })
})

describe('sharedUnit', () => {
  it('is the unit every term shares, or null', () => {
    expect(sharedUnit(['rain_m3', 'storage_2d_m3'])).toBe('m³')
    expect(sharedUnit(['rain_m3', 'discharge'])).toBeNull()
  })
})

describe('formatQuantity', () => {
  it('groups thousands and drops needless decimals', () => {
    expect(formatQuantity(1234567.891)).toBe('1,234,568')
    expect(formatQuantity(-12345)).toBe('-12,345')
    expect(formatQuantity(12.345)).toBe('12.35')
    expect(formatQuantity(0)).toBe('0')
  })
})

describe('formatRunTime', () => {
  it('reads seconds since the start as h:mm', () => {
    expect(formatRunTime(3300)).toBe('0:55')
    expect(formatRunTime(0)).toBe('0:00')
    expect(formatRunTime(27 * 3600 + 5 * 60)).toBe('27:05')
    // Rounded to the minute: 59.5 min is an hour, not 0:60.
    expect(formatRunTime(3570)).toBe('1:00')
  })
})

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

describe('sharedRows', () => {
  it('puts every term in one row per time, sorted, absent where a term has no point', () => {
    const rows = sharedRows([
      {
        points: [
          { x: 0, y: 1 },
          { x: 60, y: 2 },
        ],
      },
      {
        points: [
          { x: 30, y: 5 },
          { x: 0, y: 4 },
        ],
      },
    ])
    expect(rows).toEqual([
      { x: 0, [termKey(0)]: 1, [termKey(1)]: 4 },
      { x: 30, [termKey(1)]: 5 },
      { x: 60, [termKey(0)]: 2 },
    ])
  })
})
