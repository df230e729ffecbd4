import { describe, expect, it } from 'vitest'
import { floodProductsOver, hazardRating, NEVER_WET, type OutputTimeValues } from './flood-products'

const f32 = (...values: number[]) => Float32Array.from(values)
const still = (cells: number) => ({ x: new Float32Array(cells), y: new Float32Array(cells) })

/** Four cells over irregular times (0, 0.5 h, 2 h): rising, never wet, drying, no value. */
const times: OutputTimeValues[] = [
  { seconds: 0, depth: f32(0, 0, 0.5, Number.NaN), velocity: still(4) },
  {
    seconds: 1800,
    depth: f32(0.2, 0.01, 0.3, Number.NaN),
    velocity: { x: f32(0.3, 0, 0, Number.NaN), y: f32(0.4, 0, Number.NaN, Number.NaN) },
  },
  {
    seconds: 7200,
    depth: f32(1.7, 0, 0, Number.NaN),
    velocity: { x: f32(1.2, 0, 0, Number.NaN), y: f32(-0.5, 0, 0, Number.NaN) },
  },
]

function productsOf(values: OutputTimeValues[], wetDepthM?: number) {
  const over = floodProductsOver(4, { wetDepthM, velocity: true })
  values.forEach(over.add)
  return over.result()
}

const list = (values: Float32Array | null) => Array.from(values ?? [])
const close = (values: Float32Array | null, expected: number[]) =>
  list(values).forEach((value, cell) =>
    Number.isFinite(expected[cell])
      ? expect(value).toBeCloseTo(expected[cell] as number, 5)
      : expect(value).toBe(expected[cell]),
  )

describe('flood products of one run, one output time at a time', () => {
  it('maximum depth and velocity (|u| of the cell-centre components), NaN where no value', () => {
    const products = productsOf(times)
    close(products.maximumDepth, [1.7, 0.01, 0.5, Number.NaN])
    close(products.maximumVelocity, [1.3, 0, 0, Number.NaN])
    expect(products.outputTimes).toBe(3)
  })

  it('arrival time: the first output time at or above the wet depth, in hours; never wet apart', () => {
    close(productsOf(times).arrivalHours, [0.5, NEVER_WET, 0, Number.NaN])
    close(productsOf(times, 0.005).arrivalHours, [0.5, 0.5, 0, Number.NaN])
    close(productsOf(times, 1).arrivalHours, [2, NEVER_WET, NEVER_WET, Number.NaN])
  })

  it('rate of rise: the steepest Δdepth/Δt between consecutive output times, in m/h', () => {
    // Cell 0: 0.2 m in 0.5 h = 0.4 m/h, then 1.5 m in 1.5 h = 1 m/h. Cell 2 only falls: 0.
    close(productsOf(times).riseMetresPerHour, [1, 0.02, 0, Number.NaN])
  })

  it('hazard rating: the maximum over time of d·(v + 0.5) + DF; 0 while dry', () => {
    expect(hazardRating(0.25, 1)).toBeCloseTo(0.875)
    expect(hazardRating(0.26, 1)).toBeCloseTo(1.39)
    // Cell 0: 0.2·(0.5 + 0.5) + 0.5 = 0.7, then 1.7·(1.3 + 0.5) + 1 = 4.06. Cell 2: 0.5·0.5 + 1.
    close(productsOf(times).hazard, [4.06, 0, 1.25, Number.NaN])
  })

  it('hours wet: each interval counts half for each wet end (irregular output times)', () => {
    // Cell 0: (0 + 1)/2 · 0.5 h + 1 · 1.5 h = 1.75 h; cell 2: 0.5 h + 1/2 · 1.5 h = 1.25 h.
    close(productsOf(times).hoursWet, [1.75, 0, 1.25, Number.NaN])
  })

  it('a file without velocities has depth products and no velocity or hazard', () => {
    const over = floodProductsOver(4, { velocity: false })
    times.forEach(({ seconds, depth }) => over.add({ seconds, depth }))
    const products = over.result()
    expect(products.maximumVelocity).toBeNull()
    expect(products.hazard).toBeNull()
    close(products.hoursWet, [1.75, 0, 1.25, Number.NaN])
  })

  it('refuses steps of another size and times that do not increase', () => {
    const over = floodProductsOver(4, { velocity: false })
    expect(() => over.add({ seconds: 0, depth: f32(1) })).toThrow(
      'A depth step has 1 values for 4 cells.',
    )
    over.add({ seconds: 10, depth: new Float32Array(4) })
    expect(() => over.add({ seconds: 10, depth: new Float32Array(4) })).toThrow(
      'Output times must increase: 10 s after 10 s.',
    )
  })
})
