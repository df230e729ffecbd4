import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkBoundaryCoverage, type BoundaryRef } from './boundary-conditions-coverage'
import type { BoundarySeries } from './boundary-conditions-schema'

const boundaryArb = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  type: fc.constantFrom('1D', '2D') as fc.Arbitrary<'1D' | '2D'>,
})
const boundariesArb = fc.uniqueArray(boundaryArb, {
  minLength: 1,
  maxLength: 8,
  selector: (b) => `${b.type}:${b.id}`,
})
/** Ascending times from 0. */
const valuesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 20 })
  .chain((later) =>
    fc.tuple(
      fc.constant([0, ...later.sort((a, b) => a - b)]),
      fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), {
        minLength: later.length + 1,
        maxLength: later.length + 1,
      }),
    ),
  )
  .map(([times, values]) => times.map((time, i) => [time, values[i] ?? 0] as [number, number]))

const seriesFor = (boundary: BoundaryRef, values: [number, number][]): BoundarySeries => ({
  ...boundary,
  interpolate: false,
  values,
})

describe('checkBoundaryCoverage', () => {
  it('accepts one ascending series from 0 per boundary, in any order', () => {
    fc.assert(
      fc.property(boundariesArb, valuesArb, fc.boolean(), (boundaries, values, reversed) => {
        const series = boundaries.map((b) => seriesFor(b, values))
        if (reversed) series.reverse()
        expect(checkBoundaryCoverage(series, boundaries, null).problems).toEqual([])
      }),
    )
  })

  it('names every boundary left without a series', () => {
    fc.assert(
      fc.property(boundariesArb, valuesArb, fc.nat(), (boundaries, values, pick) => {
        const missing = boundaries[pick % boundaries.length] as BoundaryRef
        const series = boundaries.filter((b) => b !== missing).map((b) => seriesFor(b, values))
        const { problems } = checkBoundaryCoverage(series, boundaries, null)
        expect(problems).toEqual([
          {
            boundary: missing,
            message: `${missing.type} boundary ${missing.id} has no timeseries.`,
          },
        ])
      }),
    )
  })

  it('refuses an id the model lacks, and a second series of one boundary', () => {
    fc.assert(
      fc.property(boundariesArb, valuesArb, (boundaries, values) => {
        const unknown: BoundaryRef = { id: 1000, type: '2D' }
        const [first] = boundaries as [BoundaryRef]
        const series = [...boundaries, unknown, first].map((b) => seriesFor(b, values))
        const messages = checkBoundaryCoverage(series, boundaries, null).problems.map(
          (p) => p.message,
        )
        expect(messages).toEqual([
          '2D boundary 1000 is not a boundary of the model.',
          `${first.type} boundary ${first.id} has more than one timeseries.`,
        ])
      }),
    )
  })

  it('refuses times that do not start at 0 or do not ascend', () => {
    fc.assert(
      fc.property(
        boundaryArb,
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }),
        (boundary, times) => {
          const values = times.map((time) => [time, 1] as [number, number])
          const fine = times[0] === 0 && times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))
          const { problems } = checkBoundaryCoverage(
            [seriesFor(boundary, values)],
            [boundary],
            null,
          )
          expect(problems.length === 0).toBe(fine)
        },
      ),
    )
  })

  it('says, without refusing, which series end before the run does', () => {
    fc.assert(
      fc.property(
        boundariesArb,
        valuesArb,
        fc.integer({ min: 1, max: 200_000 }),
        (boundaries, values, duration) => {
          const series = boundaries.map((b) => seriesFor(b, values))
          const report = checkBoundaryCoverage(series, boundaries, duration)
          const last = values.at(-1)?.[0] ?? 0
          expect(report.problems).toEqual([])
          expect(report.shortOfRun).toHaveLength(last < duration ? boundaries.length : 0)
        },
      ),
    )
  })

  it('refuses an empty series and one with a non-finite number', () => {
    const boundary: BoundaryRef = { id: 1, type: '1D' }
    const empty = checkBoundaryCoverage([seriesFor(boundary, [])], [boundary], null)
    expect(empty.problems[0]?.message).toMatch(/no values/)
    const infinite = checkBoundaryCoverage([seriesFor(boundary, [[0, Infinity]])], [boundary], null)
    expect(infinite.problems[0]?.message).toMatch(/finite/)
  })
})
