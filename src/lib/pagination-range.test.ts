import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describePageRange, nextOffset, pageRange, previousOffset } from './pagination-range'

describe('describePageRange', () => {
  it('names the items on a middle page', () => {
    expect(describePageRange(57, 10, 10)).toBe('Showing 11–20 of 57')
  })

  it('stops at the last item on the last page', () => {
    expect(describePageRange(57, 10, 50)).toBe('Showing 51–57 of 57')
  })

  it('says when there is nothing', () => {
    expect(describePageRange(0, 10, 0)).toBe('Nothing to show')
  })

  it('says when the offset is past the end', () => {
    expect(describePageRange(5, 10, 20)).toBe('Past the last of 5')
  })
})

describe('page moves', () => {
  it('has no previous page at the start and no next page at the end', () => {
    expect(previousOffset(10, 0)).toBeNull()
    expect(nextOffset(57, 10, 50)).toBeNull()
  })

  it('never moves before the first item', () => {
    expect(previousOffset(10, 4)).toBe(0)
  })

  it('keeps every shown range inside the list', () => {
    const args = fc.tuple(fc.nat(1000), fc.integer({ min: 1, max: 250 }), fc.nat(1200))
    fc.assert(
      fc.property(args, ([count, limit, offset]) => {
        const range = pageRange(count, limit, offset)
        if (!range) return count === 0 || offset >= count
        return range.first >= 1 && range.first <= range.last && range.last <= count
      }),
    )
  })
})
