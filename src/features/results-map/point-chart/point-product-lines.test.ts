import { describe, expect, it } from 'vitest'
import { cellProductSeries } from '@/lib/flood-products/cell-series'
import { productLines } from './point-product-lines'
import { NO_VELOCITIES } from '../product-values'

const seconds = [0, 1800, 7200, 10800]
const f32 = (...values: number[]) => Float32Array.from(values)
const wetting = cellProductSeries(seconds, f32(0, 0.1, 0.6, 0.3), f32(0, 0.2, 1.5, 0.5), 0.02)
const dry = cellProductSeries(seconds, f32(0, 0, 0, 0), f32(0, 0, 0, 0), 0.02)
const charted = [
  { key: 'c4', label: '2D cell #5', series: wetting },
  { key: 'c9', label: '2D cell #10', series: dry },
]

describe('productLines', () => {
  it('hazard: each cell’s rating over time, its maximum marked; a dry cell has none to mark', () => {
    const hazard = productLines('hazard', charted)
    expect(hazard).toMatchObject({ quantity: 'Hazard rating', unit: '', threshold: null })
    expect(hazard.lines[0]?.values).toBe(wetting.hazard)
    expect(hazard.lines[0]?.mark).toEqual({
      kind: 'maximum',
      step: 2,
      value: wetting.hazard?.[2],
    })
    expect(hazard.lines[1]?.mark).toBeNull()
  })

  it('velocity and rate of rise: |u| and Δdepth/Δt, marked at their largest', () => {
    const velocity = productLines('velocity', charted)
    expect(velocity).toMatchObject({ quantity: 'Flow velocity', unit: 'm/s' })
    expect(velocity.lines[0]?.mark).toMatchObject({ step: 2, value: Math.fround(1.5) })
    const rise = productLines('rise', charted)
    expect(rise).toMatchObject({ quantity: 'Rate of rise', unit: 'm/h' })
    expect(rise.lines[0]?.values).toBe(wetting.rise)
    expect(rise.lines[0]?.mark).toMatchObject({ kind: 'maximum', step: 2 })
    // A cell that never rose has no steepest rise.
    expect(rise.lines[1]?.mark).toBeNull()
  })

  it('arrival and hours wet: the depth with the wet depth across it; arrival marked, or never', () => {
    const arrival = productLines('arrival', charted)
    expect(arrival).toMatchObject({ quantity: 'Water depth', unit: 'm', threshold: 0.02 })
    expect(arrival.lines[0]?.values).toBe(wetting.depth)
    expect(arrival.lines.map((line) => line.mark)).toEqual([
      { kind: 'arrival', step: 1 },
      { kind: 'arrival', step: null },
    ])
    const hours = productLines('wet-hours', charted)
    expect(hours.threshold).toBe(0.02)
    expect(hours.lines[0]?.mark).toBeNull()
  })

  it('a file without velocities says so instead of a velocity or hazard line', () => {
    const still = cellProductSeries(seconds, f32(0, 0.1, 0.6, 0.3), null, 0.02)
    const hazard = productLines('hazard', [{ key: 'c4', label: '2D cell #5', series: still }])
    expect(hazard.lines).toEqual([])
    expect(hazard.absent).toBe(NO_VELOCITIES)
  })
})
