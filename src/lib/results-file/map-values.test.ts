import { describe, expect, it } from 'vitest'
import { NO_VALUE, NOT_DRAWN } from './colour-classes'
import { drawable, drawnRange, mapValues, noValueCount } from './map-values'

const level = Float32Array.from([1, 2.5, Number.NaN, -0.5, 0.01])
const bottom = Float32Array.from([1, 2, 0, -1, 0])

describe('the values the map draws', () => {
  it('draws depth from level and bottom, never below 0, and a fill value not at all', () => {
    expect(Array.from(mapValues('depth', level, bottom))).toEqual([
      0,
      0.5,
      NO_VALUE,
      0.5,
      Math.fround(0.01),
    ])
  })

  it('draws the level of wet cells only', () => {
    expect(Array.from(mapValues('level', level, bottom))).toEqual([
      NOT_DRAWN,
      2.5,
      NO_VALUE,
      -0.5,
      NOT_DRAWN,
    ])
    expect(drawnRange(mapValues('level', level, bottom))).toEqual([-0.5, 2.5])
    expect(drawnRange(Float32Array.from([NOT_DRAWN]))).toBeNull()
  })

  it('refuses levels and bottoms of different meshes, and turns NaN into NO_VALUE, counted apart from dry places', () => {
    expect(() => mapValues('depth', level, bottom.subarray(1))).toThrow(
      '5 water levels for 4 bottom levels.',
    )
    expect(Array.from(drawable(Float32Array.from([Number.NaN, 1])))).toEqual([NO_VALUE, 1])
    expect(noValueCount(mapValues('level', level, bottom))).toBe(1)
    expect(drawnRange(Float32Array.from([NO_VALUE, NOT_DRAWN]))).toBeNull()
  })
})
