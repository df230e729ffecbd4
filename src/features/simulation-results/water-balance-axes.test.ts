import { describe, expect, it } from 'vitest'
import { formatRunTime, sharedRows, termKey } from './water-balance-axes'
import { columnOf, legendOf } from './water-balance-columns'

describe('legendOf', () => {
  it('drops the letter prefix and keeps the unit of a platform column', () => {
    expect(legendOf(columnOf('B:volume_in_1d_domain [m3]'))).toBe('Volume in 1D domain (m³)')
    expect(legendOf(columnOf('G:cum_inflow_obc [m3]'))).toBe('Inflow open boundaries (m³)')
    expect(legendOf(columnOf('K:cum_volume_surfaces_sourcesinks [m3]'))).toBe(
      'Volume surfaces sources and sinks (m³)',
    )
    expect(legendOf(columnOf('N:cum_vol_leakage'))).toBe('Volume leakage (no unit given)')
    expect(columnOf('A:t [s]')).toMatchObject({ kind: 'time', label: 'Time', unit: 's' })
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
