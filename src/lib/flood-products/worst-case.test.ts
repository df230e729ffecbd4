import { describe, expect, it } from 'vitest'
import { NEVER_WET } from './flood-products'
import { combineRun, emptyWorstCase, NO_RUN } from './worst-case'

const f32 = (values: number[]) => Float32Array.from(values)

describe('combineRun', () => {
  it('keeps per cell the highest value and the run that gave it', () => {
    const worst = emptyWorstCase('maximum', 4)
    combineRun(worst, 'maximum', f32([0.5, 1, 0, 2]), 0)
    combineRun(worst, 'maximum', f32([0.7, 1, 0.1, 1.5]), 1)
    combineRun(worst, 'maximum', f32([0.6, 3, 0, 1.9]), 2)
    expect(Array.from(worst.values)).toEqual([f32([0.7])[0], 3, f32([0.1])[0], 2])
    // A tie keeps the earlier run.
    expect(Array.from(worst.runs)).toEqual([1, 2, 1, 0])
  })

  it('takes the earliest arrival; a cell never wet in any run has no run', () => {
    const worst = emptyWorstCase('arrival', 3)
    combineRun(worst, 'arrival', f32([2, NEVER_WET, NEVER_WET]), 0)
    combineRun(worst, 'arrival', f32([1.5, 4, NEVER_WET]), 1)
    combineRun(worst, 'arrival', f32([3, 0.5, NEVER_WET]), 2)
    expect(Array.from(worst.values)).toEqual([1.5, 0.5, NEVER_WET])
    expect(Array.from(worst.runs)).toEqual([1, 2, NO_RUN])
  })

  it('never lets a cell without a value win, and keeps no value where no run has one', () => {
    const worst = emptyWorstCase('hazard', 3)
    combineRun(worst, 'hazard', f32([Number.NaN, 0.5, Number.NaN]), 0)
    combineRun(worst, 'hazard', f32([1, Number.NaN, Number.NaN]), 1)
    expect(Array.from(worst.values.slice(0, 2))).toEqual([1, 0.5])
    expect(worst.values[2]).toBeNaN()
    expect(Array.from(worst.runs)).toEqual([1, 0, NO_RUN])
  })

  it('refuses a run of another grid', () => {
    expect(() => combineRun(emptyWorstCase('maximum', 2), 'maximum', f32([1]), 0)).toThrow(
      'The run has 1 values for 2 cells.',
    )
  })
})
