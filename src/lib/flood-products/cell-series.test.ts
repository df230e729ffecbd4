import { describe, expect, it } from 'vitest'
import { cellProductSeries } from './cell-series'
import { floodProductsOver, hazardRating } from './flood-products'

// Irregular output times: 0, 0.5 h, 2 h, 3 h; the cell wets, peaks and drains.
const seconds = [0, 1800, 7200, 10800]
const depth = Float32Array.from([0, 0.1, 0.6, 0.3])
const speed = Float32Array.from([Number.NaN, 0.2, 1.5, 0.5])

describe('cellProductSeries', () => {
  it('gives each product its line over time on a hand-made cell', () => {
    const series = cellProductSeries(seconds, depth, speed, 0.02)
    expect(series.arrivalIndex).toBe(1)
    const f = Math.fround
    expect(Array.from(series.rise)).toEqual([
      Number.NaN,
      f(f(0.1) / 0.5),
      f((f(0.6) - f(0.1)) / 1.5),
      f((f(0.3) - f(0.6)) / 1),
    ])
    expect(Array.from(series.hazard ?? [])).toEqual([
      Number.NaN,
      f(hazardRating(f(0.1), f(0.2))),
      f(hazardRating(f(0.6), f(1.5))),
      f(hazardRating(f(0.3), f(0.5))),
    ])
    expect(series.speed).toBe(speed)
  })

  it('its maxima and arrival are the cell’s flood products', () => {
    const over = floodProductsOver(1, { wetDepthM: 0.2, velocity: true })
    seconds.forEach((at, step) =>
      over.add({
        seconds: at,
        depth: depth.subarray(step, step + 1),
        velocity: { x: speed.subarray(step, step + 1), y: new Float32Array(1) },
      }),
    )
    const products = over.result()
    const series = cellProductSeries(seconds, depth, speed, 0.2)
    const largest = (values: Float32Array | null) =>
      Math.max(...Array.from(values ?? []).filter((value) => value === value))
    expect(series.arrivalIndex).toBe(2)
    expect(seconds[series.arrivalIndex ?? 0]! / 3600).toBe(products.arrivalHours[0])
    expect(largest(series.hazard)).toBe(products.hazard?.[0])
    expect(largest(series.rise)).toBe(products.riseMetresPerHour[0])
    expect(largest(series.speed)).toBe(products.maximumVelocity?.[0])
  })

  it('a cell never wet has no arrival and no hazard; no velocities, no speed or hazard', () => {
    const dry = cellProductSeries(seconds, depth, speed, 1)
    expect(dry.arrivalIndex).toBeNull()
    expect(Array.from(dry.hazard ?? []).every(Number.isNaN)).toBe(true)
    const still = cellProductSeries(seconds, depth, null, 0.02)
    expect(still.speed).toBeNull()
    expect(still.hazard).toBeNull()
  })
})
