import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseSearch, toSearch } from './search-params'

const listSearch = z.object({
  q: z.string().catch(''),
  page: z.coerce.number().int().min(1).catch(1),
  ordering: z.enum(['-created', 'created', 'name']).catch('-created'),
  tags: z.array(z.string()).catch([]),
})

describe('parseSearch', () => {
  it('gives every default for an empty query string', () => {
    expect(parseSearch(listSearch, new URLSearchParams())).toEqual({
      q: '',
      page: 1,
      ordering: '-created',
      tags: [],
    })
  })

  it('falls back per param: one invalid value does not reset the others', () => {
    const params = new URLSearchParams('q=dyke&page=banana&ordering=name')
    expect(parseSearch(listSearch, params)).toEqual({
      q: 'dyke',
      page: 1,
      ordering: 'name',
      tags: [],
    })
  })

  it('rejects values outside the schema', () => {
    const params = new URLSearchParams('page=-3&ordering=size')
    expect(parseSearch(listSearch, params)).toMatchObject({ page: 1, ordering: '-created' })
  })

  it('reads repeated params for array fields', () => {
    const params = new URLSearchParams('tags=storm&tags=levee')
    expect(parseSearch(listSearch, params).tags).toEqual(['storm', 'levee'])
  })

  it('ignores params the schema does not know', () => {
    expect(parseSearch(listSearch, new URLSearchParams('debug=1'))).not.toHaveProperty('debug')
  })
})

describe('toSearch', () => {
  it('leaves defaults out of the URL', () => {
    const params = toSearch(listSearch, { q: '', page: 1, ordering: '-created', tags: [] })
    expect(params.toString()).toBe('')
  })

  it('writes changed values, arrays as repeated params', () => {
    const params = toSearch(listSearch, { q: 'dyke', page: 3, tags: ['a', 'b'] })
    expect(params.toString()).toBe('q=dyke&page=3&tags=a&tags=b')
  })

  it('round-trips any valid value set', () => {
    const values = fc.record({
      q: fc.string(),
      page: fc.integer({ min: 1, max: 10_000 }),
      ordering: fc.constantFrom('-created' as const, 'created' as const, 'name' as const),
      tags: fc.array(fc.string()),
    })
    fc.assert(
      fc.property(values, (value) => {
        const url = new URLSearchParams(toSearch(listSearch, value).toString())
        expect(parseSearch(listSearch, url)).toEqual(value)
      }),
    )
  })
})
