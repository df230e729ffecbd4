import { describe, expect, it, vi } from 'vitest'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
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
  const drawn = { value: { values: f32(0.5) }, cost: { requests: 0, bytes: 0, ms: 0 } }
  const readerOf = (session: number) =>
    ({ session, difference: vi.fn(async () => drawn) }) as unknown as ResultsFileReader

  it('asks the worker for this run − the compared run when the compared run is the reference', async () => {
    const [thisRun, compared] = [readerOf(1), readerOf(2)]
    expect(await runDifference(thisRun, compared, 'compared')).toBe(drawn)
    expect(thisRun.difference).toHaveBeenCalledWith(compared)
    expect(compared.difference).not.toHaveBeenCalled()
  })

  it('asks for the compared run − this run when this run is the reference', async () => {
    const [thisRun, compared] = [readerOf(1), readerOf(2)]
    await runDifference(thisRun, compared, 'this')
    expect(compared.difference).toHaveBeenCalledWith(thisRun)
    expect(thisRun.difference).not.toHaveBeenCalled()
  })
})

describe('signedMetres', () => {
  it('always says the sign of a change', () => {
    expect(signedMetres(0.42)).toBe('+0.42 m')
    expect(signedMetres(-0.1)).toBe('−0.10 m')
    expect(signedMetres(0.001)).toBe('0.00 m')
  })
})
