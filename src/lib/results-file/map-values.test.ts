import { describe, expect, it } from 'vitest'
import { NOT_DRAWN } from './colour-classes'
import { drawable, drawnRange, mapValues } from './map-values'

const level = Float32Array.from([1, 2.5, Number.NaN, -0.5, 0.01])
const bottom = Float32Array.from([1, 2, 0, -1, 0])

describe('the values the map draws', () => {
  it('draws depth from level and bottom, never below 0, and a fill value not at all', () => {
    expect(Array.from(mapValues('depth', level, bottom))).toEqual([
      0,
      0.5,
      NOT_DRAWN,
      0.5,
      Math.fround(0.01),
    ])
  })

  it('draws the level of wet cells only', () => {
    expect(Array.from(mapValues('level', level, bottom))).toEqual([
      NOT_DRAWN,
      2.5,
      NOT_DRAWN,
      -0.5,
      NOT_DRAWN,
    ])
    expect(drawnRange(mapValues('level', level, bottom))).toEqual([-0.5, 2.5])
    expect(drawnRange(Float32Array.from([NOT_DRAWN]))).toBeNull()
  })

  it('refuses levels and bottoms of different meshes, and turns NaN into NOT_DRAWN', () => {
    expect(() => mapValues('depth', level, bottom.subarray(1))).toThrow(
      '5 water levels for 4 bottom levels.',
    )
    expect(Array.from(drawable(Float32Array.from([Number.NaN, 1])))).toEqual([NOT_DRAWN, 1])
  })
})
