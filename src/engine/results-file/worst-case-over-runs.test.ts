import { IDBFactory } from 'fake-indexeddb'
import { createStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { combineRun, emptyWorstCase } from '@/lib/flood-products/worst-case'
import { keptWorstCasesIn, worstCaseKey } from './kept-worst-cases'
import { worstCaseOver, type ReadRun, type WorstCaseProgress } from './worst-case-over-runs'

/** Each run's maximum depth over three cells, by simulation id. */
const depths: Record<number, number[]> = { 7: [1, 0, 0.5], 8: [0.2, 2, 0.5], 9: [3, 1, Number.NaN] }

function fakeReads(failing = new Set<number>()) {
  const read: number[] = []
  const readRun: ReadRun = (id, step, _onTimes, signal) => {
    // As the link's fetch does: a cancelled read rejects.
    if (signal.aborted) return Promise.reject(signal.reason as Error)
    read.push(id)
    if (failing.has(id)) return Promise.reject(new Error('The file storage answered 404.'))
    const worst = step.worst ?? emptyWorstCase(step.product, 3)
    return Promise.resolve(
      combineRun(worst, step.product, Float32Array.from(depths[id] ?? []), step.runIndex),
    )
  }
  return { read, readRun }
}

const kept = () => keptWorstCasesIn(createStore('polder-worst-cases', 'records'))
const quiet = { signal: new AbortController().signal, onProgress: () => {} }

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()))
afterEach(() => vi.unstubAllGlobals())

describe('the worst case over runs, one at a time', () => {
  it('says which run it reads, and names per cell the run that gave the worst', async () => {
    const heard: WorstCaseProgress[] = []
    const { readRun } = fakeReads()
    const record = await worstCaseOver('maximum', [7, 8, 9], {
      readRun,
      kept: kept(),
      signal: new AbortController().signal,
      onProgress: (progress) => heard.push(progress),
    })
    expect(heard.map(({ run, of }) => `${run} of ${of}`)).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(Array.from(record.worst?.values ?? [])).toEqual([3, 2, 0.5])
    expect(Array.from(record.worst?.runs ?? [])).toEqual([2, 1, 0])
    expect(record.done).toEqual([7, 8, 9])
  })

  it('takes up a partial result after a reload and reads only the runs not done', async () => {
    const stop = new AbortController()
    const first = fakeReads()
    await expect(
      worstCaseOver('maximum', [7, 8, 9], {
        readRun: first.readRun,
        kept: kept(),
        signal: stop.signal,
        onProgress: ({ run }) => {
          if (run === 3) stop.abort()
        },
      }),
    ).rejects.toThrow()
    expect(first.read).toEqual([7, 8])
    expect((await kept().get(worstCaseKey('maximum', [7, 8, 9])))?.done).toEqual([7, 8])

    const again = fakeReads()
    const record = await worstCaseOver('maximum', [7, 8, 9], { ...quiet, ...again, kept: kept() })
    expect(again.read).toEqual([9])
    expect(Array.from(record.worst?.values ?? [])).toEqual([3, 2, 0.5])
    expect(Array.from(record.worst?.runs ?? [])).toEqual([2, 1, 0])
  })

  it('skips a run that cannot be read, names it, and reads it again on a retry', async () => {
    const failing = fakeReads(new Set([8]))
    const record = await worstCaseOver('maximum', [7, 8, 9], { ...quiet, ...failing, kept: kept() })
    expect(record.failed).toEqual([{ id: 8, message: 'The file storage answered 404.' }])
    expect(Array.from(record.worst?.values ?? [])).toEqual([3, 1, 0.5])

    const retry = fakeReads()
    const after = await worstCaseOver('maximum', [7, 8, 9], { ...quiet, ...retry, kept: kept() })
    expect(retry.read).toEqual([8])
    expect(after.failed).toEqual([])
    expect(Array.from(after.worst?.values ?? [])).toEqual([3, 2, 0.5])
  })

  it('keeps a bounded number of worst cases, the oldest going first', async () => {
    let clock = 0
    const store = keptWorstCasesIn(createStore('polder-worst-cases', 'records'), {
      limit: 2,
      now: () => (clock += 1),
    })
    const record = { product: 'maximum' as const, runIds: [], worst: null, done: [], failed: [] }
    for (const key of ['a', 'b', 'c']) await store.put(key, record)
    expect(await store.get('a')).toBeUndefined()
    expect(await store.get('c')).toEqual(record)
  })
})
