import { describe, expect, it } from 'vitest'
import { waterDepth } from './slices'

describe('waterDepth', () => {
  it('is level minus bottom, never below 0, NaN where either is missing', () => {
    const level = Float32Array.of(1.5, -2, Number.NaN, 0.25)
    const bottom = Float32Array.of(1, -1.5, 0, Number.NaN)
    expect(Array.from(waterDepth(level, bottom))).toEqual([0.5, 0, Number.NaN, Number.NaN])
  })

  it('refuses levels and bottoms of different places', () => {
    expect(() => waterDepth(new Float32Array(3), new Float32Array(2))).toThrow(
      '3 water levels for 2 bottom levels.',
    )
  })
})
