import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMIT, MAX_LIMIT, paginate, readPage } from './pagination'

const records = Array.from({ length: 300 }, (_, index) => index)
const page = (query: string) => paginate(records, new URL(`http://api.test/v3/things/?${query}`))

describe('readPage', () => {
  it.each([
    ['', DEFAULT_LIMIT, 0],
    ['limit=25&offset=50', 25, 50],
    ['limit=0', DEFAULT_LIMIT, 0],
    ['limit=-5', DEFAULT_LIMIT, 0],
    ['limit=abc&offset=xyz', DEFAULT_LIMIT, 0],
    ['limit=2.5', DEFAULT_LIMIT, 0],
    ['limit=1000', MAX_LIMIT, 0],
    ['limit=250', 250, 0],
    ['offset=-10', DEFAULT_LIMIT, 0],
  ])('%s -> limit %i, offset %i', (query, limit, offset) => {
    expect(readPage(new URLSearchParams(query))).toEqual({ limit, offset })
  })
})

describe('paginate', () => {
  it('answers the first page with only a next link', () => {
    const first = page('')
    expect(first.count).toBe(300)
    expect(first.results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(first.next).toBe('http://api.test/v3/things/?limit=10&offset=10')
    expect(first.previous).toBeNull()
  })

  it('keeps filters in the links and drops offset when going back to the start', () => {
    const second = page('name__icontains=dike&limit=20&offset=20')
    expect(second.results[0]).toBe(20)
    expect(second.next).toBe('http://api.test/v3/things/?name__icontains=dike&limit=20&offset=40')
    expect(second.previous).toBe('http://api.test/v3/things/?name__icontains=dike&limit=20')
  })

  it('links back a whole page even from an offset that is not a multiple of the limit', () => {
    expect(page('limit=10&offset=5').previous).toBe('http://api.test/v3/things/?limit=10')
    expect(page('limit=10&offset=15').previous).toBe('http://api.test/v3/things/?limit=10&offset=5')
  })

  it('has no next link on the last page', () => {
    const last = page('limit=100&offset=200')
    expect(last.results).toHaveLength(100)
    expect(last.next).toBeNull()
    expect(last.previous).toBe('http://api.test/v3/things/?limit=100&offset=100')
  })

  it('answers an empty page past the end, still counting everything', () => {
    const beyond = page('offset=500')
    expect(beyond).toMatchObject({ count: 300, next: null, results: [] })
    expect(beyond.previous).toBe('http://api.test/v3/things/?offset=490&limit=10')
  })

  it('clamps an oversized limit in the links too', () => {
    const clamped = page('limit=999')
    expect(clamped.results).toHaveLength(MAX_LIMIT)
    expect(clamped.next).toBe('http://api.test/v3/things/?limit=250&offset=250')
  })

  it('answers an empty list with no links', () => {
    expect(paginate([], new URL('http://api.test/v3/things/'))).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    })
  })
})
