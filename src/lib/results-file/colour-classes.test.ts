import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  classLabel,
  classOf,
  colourOf,
  DEPTH_CLASSES,
  DIFFERENCE_CLASSES,
  isWetDepth,
  levelClasses,
  WET_DEPTH_M,
} from './colour-classes'

describe('isWetDepth', () => {
  it('is wet from 0.02 m as a float32 file holds it', () => {
    expect(isWetDepth(Math.fround(WET_DEPTH_M))).toBe(true)
    expect(isWetDepth(Math.fround(0.0199))).toBe(false)
    expect(isWetDepth(Number.NaN)).toBe(false)
  })
})

describe('colour classes', () => {
  it('draws dry cells and NaN transparent, and the deepest class from 3 m', () => {
    expect(colourOf(0, DEPTH_CLASSES)).toBeNull()
    expect(colourOf(WET_DEPTH_M - 0.001, DEPTH_CLASSES)).toBeNull()
    expect(colourOf(Number.NaN, DEPTH_CLASSES)).toBeNull()
    expect(colourOf(WET_DEPTH_M, DEPTH_CLASSES)).toBe('#edf8b1')
    // Depths come from float32 files: 0.3 as stored is in the class from 0.3.
    expect(classOf(Math.fround(0.3), DEPTH_CLASSES)).toBe(3)
    expect(classOf(Math.fround(WET_DEPTH_M), DEPTH_CLASSES)).toBe(1)
    expect(colourOf(7, DEPTH_CLASSES)).toBe('#081d58')
    expect(classLabel(DEPTH_CLASSES, 0)).toBe('under 0.02 m')
    expect(classLabel(DEPTH_CLASSES, 2)).toBe('0.1 – 0.3 m')
    expect(classLabel(DEPTH_CLASSES, 8)).toBe('3 m and more')
  })

  it('leaves no change of under 5 cm out of a difference, and colours both signs', () => {
    expect(colourOf(0.049, DIFFERENCE_CLASSES)).toBeNull()
    expect(colourOf(-0.049, DIFFERENCE_CLASSES)).toBeNull()
    expect(colourOf(0.6, DIFFERENCE_CLASSES)).toBe('#4393c3')
    expect(colourOf(-0.6, DIFFERENCE_CLASSES)).toBe('#d6604d')
  })

  it('makes the difference classes mirror each other around zero, out to 2 m and beyond', () => {
    const { edges, colours } = DIFFERENCE_CLASSES
    expect(edges).toEqual(edges.map((_, index) => -(edges[edges.length - 1 - index] ?? 0)))
    expect(edges.at(-1)).toBeGreaterThanOrEqual(2)
    const middle = classOf(0, DIFFERENCE_CLASSES)
    expect(colours[middle]).toBeNull()
    for (const metres of [0.07, 0.2, 0.4, 0.75, 1.5, 2.5]) {
      const [up, down] = [classOf(metres, DIFFERENCE_CLASSES), classOf(-metres, DIFFERENCE_CLASSES)]
      expect(up - middle).toBe(middle - down)
      expect(colourOf(metres, DIFFERENCE_CLASSES)).not.toBe(colourOf(-metres, DIFFERENCE_CLASSES))
    }
    expect(classLabel(DIFFERENCE_CLASSES, 0)).toBe('under -2 m')
    expect(classLabel(DIFFERENCE_CLASSES, colours.length - 1)).toBe('2 m and more')
  })

  it('has one colour more than edges, edges ascending, in every set', () => {
    const range = fc.tuple(
      fc.double({ min: -50, max: 50, noNaN: true }),
      fc.double({ min: 0.001, max: 40, noNaN: true }),
    )
    fc.assert(
      fc.property(range, ([min, span]) => {
        const classes = levelClasses(min, min + span)
        for (const set of [classes, DEPTH_CLASSES, DIFFERENCE_CLASSES]) {
          expect(set.colours).toHaveLength(set.edges.length + 1)
          set.edges
            .slice(1)
            .forEach((edge, index) => expect(edge).toBeGreaterThan(set.edges[index] ?? -Infinity))
        }
        expect(classOf(min, classes)).toBeLessThanOrEqual(1)
        // A round step is at most 2.5 times the even one: the top of the range reaches class 3 or more.
        expect(classOf(min + span, classes)).toBeGreaterThanOrEqual(3)
      }),
    )
  })
})
