import { describe, expect, it } from 'vitest'
import { BECAME_DRY, BECAME_WET } from '@/lib/results-file/run-difference'
import {
  differenceTitle,
  differenceWords,
  isDifferenceWords,
  runComparison,
  runDifference,
  signedMetres,
  wetDryMarks,
} from './run-comparison'

const f32 = (...values: number[]) => Float32Array.from(values)

describe('runComparison', () => {
  it('takes the compared run as the reference by default, this run as the new one', () => {
    const comparison = runComparison(12, 13, 'compared')
    expect(comparison).toEqual({ latest: 12, reference: 13 })
    expect(differenceWords(comparison)).toBe('run #12 − run #13 (reference)')
    expect(differenceTitle(comparison)).toBe('Maximum depth: run #12 − run #13 (reference), in m')
  })

  it('turns round when this run is the reference', () => {
    expect(differenceWords(runComparison(12, 13, 'this'))).toBe('run #13 − run #12 (reference)')
    expect(isDifferenceWords(differenceWords(runComparison(12, 13, 'this')))).toBe(true)
    expect(isDifferenceWords('maximum depth')).toBe(false)
  })

  it('names the cells that became wet or dry by run, with their counts', () => {
    const marks = wetDryMarks(runComparison(12, 13, 'compared'), { becameWet: 4, becameDry: 1 })
    expect(marks.map((mark) => mark.label)).toEqual([
      'Became wet in run #12, dry in run #13 (4 cells)',
      'Became dry in run #12, wet in run #13 (1 cells)',
    ])
  })
})

describe('runDifference', () => {
  // This run deeper in the first cell, wet only here in the second, dry only here in the third.
  const thisRun = f32(1.5, 0.25, 0)
  const compared = f32(1, 0, 0.5)

  it('is this run − the compared run when the compared run is the reference', () => {
    const { difference, marks, becameWet, becameDry } = runDifference(thisRun, compared, 'compared')
    expect(Array.from(difference)).toEqual([0.5, 0.25, -0.5])
    expect(Array.from(marks)).toEqual([0, BECAME_WET, BECAME_DRY])
    expect([becameWet, becameDry]).toEqual([1, 1])
  })

  it('is the compared run − this run, wet and dry swapped, when this run is the reference', () => {
    const { difference, marks } = runDifference(thisRun, compared, 'this')
    expect(Array.from(difference)).toEqual([-0.5, -0.25, 0.5])
    expect(Array.from(marks)).toEqual([0, BECAME_DRY, BECAME_WET])
  })
})

describe('signedMetres', () => {
  it('always says the sign of a change', () => {
    expect(signedMetres(0.42)).toBe('+0.42 m')
    expect(signedMetres(-0.1)).toBe('−0.10 m')
    expect(signedMetres(0.001)).toBe('0.00 m')
  })
})
