import { describe, expect, it } from 'vitest'
import { blockRunsToFetch } from './h5-lazy-file'
import { EXPIRED_LINK_MESSAGE, rangeRequestError } from './results-file/errors'

describe('blockRunsToFetch', () => {
  it('asks for the missing blocks of one read as runs of consecutive blocks', () => {
    const cached = new Set([2, 3, 6])
    expect(blockRunsToFetch(0, 8000, 1000, (block) => cached.has(block))).toEqual([
      [0, 1],
      [4, 5],
      [7, 7],
    ])
  })

  it('covers the partial blocks at both ends, and nothing for an empty read', () => {
    expect(blockRunsToFetch(999, 1001, 1000, () => false)).toEqual([[0, 1]])
    expect(blockRunsToFetch(1000, 2000, 1000, () => false)).toEqual([[1, 1]])
    expect(blockRunsToFetch(5, 5, 1000, () => false)).toEqual([])
  })
})

describe('blockRunsToFetch with read-ahead', () => {
  it('reads a short run on up to the minimum, stopping at a cached block and the file end', () => {
    const cached = new Set([5])
    const isCached = (block: number) => cached.has(block)
    const readAhead = { minBlocks: 4, blockCount: 9 }
    expect(blockRunsToFetch(0, 10, 1000, isCached, readAhead)).toEqual([[0, 3]])
    expect(blockRunsToFetch(3000, 3010, 1000, isCached, readAhead)).toEqual([[3, 4]])
    expect(blockRunsToFetch(7000, 7010, 1000, isCached, readAhead)).toEqual([[7, 8]])
    expect(blockRunsToFetch(0, 7000, 1000, isCached, readAhead)).toEqual([
      [0, 4],
      [6, 8],
    ])
  })
})

describe('rangeRequestError', () => {
  it('says an expired or removed link (403, 404) plainly, with the way out', () => {
    for (const status of [403, 404]) {
      expect(rangeRequestError({ status })).toMatchObject({
        kind: 'expired',
        message: EXPIRED_LINK_MESSAGE,
      })
    }
  })

  it('names a stall by its deadline, and any other answer by its status', () => {
    expect(rangeRequestError({ timeoutMs: 30_000 })).toMatchObject({
      kind: 'stalled',
      message: 'Reading the results file stalled: no data came for 30 s. Try again.',
    })
    expect(rangeRequestError({ status: 500 }).kind).toBe('network')
    expect(rangeRequestError({ network: 'offline' }).kind).toBe('network')
  })
})
