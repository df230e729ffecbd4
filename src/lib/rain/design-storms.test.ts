import { describe, expect, it } from 'vitest'
import { DESIGN_STORMS, designStormById, stormPeakMmPerHour, stormTotalMm } from './design-storms'

// rain-facts.md: storm number, duration (s), total (mm), peak (mm/h).
const TABLE: [number, number, number, number][] = [
  [3, 4500, 14.4, 25.2],
  [4, 4500, 14.4, 25.2],
  [5, 4500, 16.8, 32.4],
  [6, 4500, 16.8, 32.4],
  [7, 3600, 19.8, 39.6],
  [8, 3600, 19.8, 39.6],
  [9, 3600, 29.4, 57.6],
  [10, 2700, 35.7, 75.6],
  [11, 3600, 70, 70],
  [12, 3600, 90, 90],
  [13, 7200, 160, 80],
  [14, 172800, 120, 2.5],
  [15, 172800, 130, 2.71],
  [16, 172800, 160, 3.33],
]

describe('the design storms', () => {
  it.each(TABLE)('storm %i lasts, totals and peaks as the facts table says', (n, s, mm, peak) => {
    const storm = designStormById(`storm-${n}`)
    if (!storm) throw new Error(`storm ${n} missing`)
    expect(storm.intervalSeconds * storm.mmPerHour.length).toBe(s)
    expect(stormTotalMm(storm)).toBeCloseTo(mm, 2)
    expect(stormPeakMmPerHour(storm)).toBeCloseTo(peak, 2)
  })

  it('names a storm by number, return period, shape and duration', () => {
    expect(designStormById('storm-10')?.name).toBe('Storm 10: T10, peak early, 45 min')
    expect(designStormById('storm-4')?.name).toBe('Storm 4: T0.5, peak late, 75 min')
    expect(designStormById('storm-14')?.name).toBe('Storm 14: T100, constant, 48 h (2019 regional)')
  })

  it.each([
    ['board-T10-block', 88, 48],
    ['board-T100-block', 130.8, 48],
    ['board-T1000-block', 184.9, 48],
    ['board-T10-peak', 45.4, 2],
    ['board-T100-peak', 84.5, 2],
    ['board-T1000-peak', 157.5, 2],
  ])('the water board storm %s drops %f mm over %i h', (id, mm, hours) => {
    const storm = designStormById(id)
    if (!storm) throw new Error(`${id} missing`)
    expect(stormTotalMm(storm)).toBeCloseTo(mm, 2)
    expect(storm.intervalSeconds * storm.mmPerHour.length).toBe(hours * 3600)
  })

  it('holds every storm once, each with rain', () => {
    expect(DESIGN_STORMS).toHaveLength(20)
    expect(new Set(DESIGN_STORMS.map((storm) => storm.id)).size).toBe(20)
    DESIGN_STORMS.forEach((storm) => expect(stormTotalMm(storm)).toBeGreaterThan(0))
  })
})
