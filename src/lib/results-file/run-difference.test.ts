import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NO_VALUE, NOT_DRAWN } from './colour-classes'
import {
  BECAME_DRY,
  BECAME_WET,
  depthDifference,
  drawnDifference,
  highestOf,
  maximumOver,
} from './run-difference'

const f32 = (...values: number[]) => Float32Array.from(values)

describe('highestOf', () => {
  it('is the highest value of one place over the run, NaN skipped', () => {
    expect(highestOf(f32(0, Number.NaN, 1.25, 0.5))).toBe(1.25)
    expect(highestOf(f32(Number.NaN, 0))).toBe(0)
  })

  it('is null when no value was read', () => {
    expect(highestOf(f32())).toBeNull()
    expect(highestOf(f32(Number.NaN, Number.NaN))).toBeNull()
  })

  it('equals the largest of the values as float32', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ noNaN: true }), { minLength: 1 }), (values) => {
        // `+ 0`: −0 and 0 are the same depth.
        const highest = (highestOf(Float32Array.from(values)) ?? Number.NaN) + 0
        expect(highest).toBe(Math.max(...values.map(Math.fround)) + 0)
      }),
    )
  })
})

describe('maximumOver', () => {
  it('keeps the highest value of each place and skips NaN', () => {
    const steps = [
      f32(0, Number.NaN, 1, Number.NaN),
      f32(2, 3, Number.NaN, Number.NaN),
      f32(1, 1, 0.5, Number.NaN),
    ]
    expect(Array.from(maximumOver(steps))).toEqual([2, 3, 1, Number.NaN])
  })

  it('reads any iterable once, without changing the steps', () => {
    const first = f32(1, 2)
    function* steps() {
      yield first
      yield f32(3, 0)
    }
    expect(Array.from(maximumOver(steps()))).toEqual([3, 2])
    expect(Array.from(first)).toEqual([1, 2])
  })

  it('is empty without steps and refuses steps of different sizes', () => {
    expect(maximumOver([])).toHaveLength(0)
    expect(() => maximumOver([f32(1, 2), f32(1)])).toThrow(
      'The steps differ in size: 2 and 1 places.',
    )
  })
})

describe('depthDifference', () => {
  it('takes B − A, NaN where either is NaN, and marks cells that became wet or dry', () => {
    // Binary fractions, so B − A is exact in float32.
    const a = f32(0, 0.5, 0.5, 0.0078125, Number.NaN, 1)
    const b = f32(0.25, 0.0078125, 0.75, 0.015625, 1, Number.NaN)
    const result = depthDifference(a, b)
    expect(Array.from(result.difference)).toEqual([
      0.25,
      0.0078125 - 0.5,
      0.25,
      0.0078125,
      Number.NaN,
      Number.NaN,
    ])
    expect(Array.from(result.marks)).toEqual([BECAME_WET, BECAME_DRY, 0, 0, 0, 0])
    expect(result.becameWet).toBe(1)
    expect(result.becameDry).toBe(1)
  })

  it('counts a depth stored as 0.02 in float32 as wet', () => {
    expect(depthDifference(f32(0), f32(0.02)).becameWet).toBe(1)
    expect(depthDifference(f32(0.02), f32(0.0199)).becameDry).toBe(1)
  })

  it('refuses runs on different grids', () => {
    expect(() => depthDifference(new Float32Array(9600), new Float32Array(20_000))).toThrow(
      'The two runs have different grids: 9,600 and 20,000 cells.',
    )
  })

  const depth = fc.oneof(
    fc.constant(Number.NaN),
    fc.float({ min: 0, max: 10, noNaN: true }),
    fc.constantFrom(0, 0.02, 0.0199),
  )
  const runs = fc
    .array(fc.tuple(depth, depth), { maxLength: 200 })
    .map((cells) => [f32(...cells.map(([a]) => a)), f32(...cells.map(([, b]) => b))] as const)

  it('agrees cell by cell with the rule, and the counts match the marks (property)', () => {
    fc.assert(
      fc.property(runs, ([a, b]) => {
        const { difference, marks, becameWet, becameDry } = depthDifference(a, b)
        const wet = (value: number) => value >= Math.fround(0.02)
        for (let cell = 0; cell < a.length; cell += 1) {
          const [before, after] = [a[cell] ?? Number.NaN, b[cell] ?? Number.NaN]
          expect(difference[cell]).toBe(Math.fround(after - before))
          const expected =
            Number.isNaN(before) || Number.isNaN(after) || wet(before) === wet(after)
              ? 0
              : wet(after)
                ? BECAME_WET
                : BECAME_DRY
          expect(marks[cell]).toBe(expected)
        }
        expect(becameWet).toBe(marks.filter((mark) => mark === BECAME_WET).length)
        expect(becameDry).toBe(marks.filter((mark) => mark === BECAME_DRY).length)
      }),
    )
  })

  it('swapping the runs negates the difference and swaps wet and dry (property)', () => {
    fc.assert(
      fc.property(runs, ([a, b]) => {
        const forward = depthDifference(a, b)
        const back = depthDifference(b, a)
        expect(Array.from(back.difference)).toEqual(
          Array.from(forward.difference, (d) => (d === 0 ? 0 : -d)),
        )
        expect([back.becameWet, back.becameDry]).toEqual([forward.becameDry, forward.becameWet])
      }),
    )
  })
})

describe('drawnDifference', () => {
  it('draws B − A, no value where a run has none, nothing where both runs are dry', () => {
    const a = f32(0, 0.5, 0.01, Number.NaN, 1)
    const b = f32(0.25, 0.25, 0.005, 1, Number.NaN)
    const { difference, marks, noValues, becameWet } = drawnDifference(a, b)
    expect(Array.from(difference)).toEqual([0.25, -0.25, NOT_DRAWN, NO_VALUE, NO_VALUE])
    expect(Array.from(marks)).toEqual([BECAME_WET, 0, 0, 0, 0])
    expect([noValues, becameWet]).toEqual([2, 1])
  })
})

describe('maximumOver (property)', () => {
  it('is at least every finite value of its place, and one of them', () => {
    const step = (length: number) =>
      fc.array(fc.oneof(fc.constant(Number.NaN), fc.float({ noNaN: true })), {
        minLength: length,
        maxLength: length,
      })
    const steps = fc
      .integer({ min: 0, max: 20 })
      .chain((length) => fc.array(step(length), { minLength: 1, maxLength: 6 }))
    fc.assert(
      fc.property(steps, (values) => {
        const maximum = maximumOver(values.map((value) => f32(...value)))
        for (let place = 0; place < maximum.length; place += 1) {
          const finite = values
            .map((value) => Math.fround(value[place] ?? Number.NaN))
            .filter((v) => !Number.isNaN(v))
          if (finite.length === 0) expect(maximum[place]).toBeNaN()
          else expect(maximum[place]).toBe(Math.max(...finite))
        }
      }),
    )
  })
})
