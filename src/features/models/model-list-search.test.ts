import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  exclusionStateOf,
  readModelListSearch,
  toModelListQuery,
  withExclusion,
  writeModelListSearch,
  type ModelListSearch,
} from './model-list-search'
import { orderingValues } from './orderings'

const defaults: ModelListSearch = { filters: {}, ordering: '-created', offset: 0, limit: 25 }

describe('readModelListSearch', () => {
  it('falls back to newest first, the first page and 25 rows', () => {
    expect(readModelListSearch(new URLSearchParams())).toEqual(defaults)
  })

  it('reads the API parameter names from the page URL', () => {
    const search = readModelListSearch(
      new URLSearchParams(
        'name__icontains=zuid&created__date__gte=2026-01-31&created__year=2026&ordering=-name&offset=10&limit=10&disabled=true',
      ),
    )
    expect(search).toEqual({
      filters: {
        name__icontains: 'zuid',
        created__date__gte: '2026-01-31',
        created__year: 2026,
        disabled: true,
      },
      ordering: '-name',
      offset: 10,
      limit: 10,
    })
  })

  it('drops what it cannot use instead of failing', () => {
    const search = readModelListSearch(
      new URLSearchParams('created__date=yesterday&ordering=secret&offset=-4&limit=9999'),
    )
    expect(search).toEqual(defaults)
  })
})

describe('writeModelListSearch', () => {
  it('keeps the default out of the URL', () => {
    expect(writeModelListSearch(defaults).toString()).toBe('')
  })

  it('round-trips every ordering, page and name search', () => {
    const search = fc.record({
      filters: fc.record({ name__icontains: fc.string({ minLength: 1 }) }, { requiredKeys: [] }),
      ordering: fc.constantFrom(...orderingValues),
      offset: fc.nat({ max: 10_000 }),
      limit: fc.constantFrom(10, 25, 50),
    })
    fc.assert(
      fc.property(search, (value) => {
        expect(readModelListSearch(writeModelListSearch(value))).toEqual(value)
      }),
    )
  })
})

describe('toModelListQuery', () => {
  it('always names the ordering and the page', () => {
    expect(toModelListQuery(defaults)).toEqual({ ordering: '-created', limit: 25, offset: 0 })
  })

  it('lifts an exclusion with the plain field=value form of api.md', () => {
    const failed = withExclusion({}, 'inp_success', true)
    expect(toModelListQuery({ ...defaults, filters: failed })).toMatchObject({
      inp_success: 'false',
    })
    const disabled = withExclusion({}, 'disabled', true)
    expect(toModelListQuery({ ...defaults, filters: disabled })).toMatchObject({
      disabled: 'true',
    })
    const inactive = withExclusion({}, 'inactive_inpy_versions', true)
    expect(toModelListQuery({ ...defaults, filters: inactive })).toMatchObject({
      inactive_inpy_versions: 'true',
    })
  })

  it('drops the field again when the toggle is cleared', () => {
    const lifted = withExclusion({ name: 'x' }, 'disabled', true)
    const cleared = withExclusion(lifted, 'disabled', false)
    expect(toModelListQuery({ ...defaults, filters: cleared })).not.toHaveProperty('disabled')
  })
})

describe('exclusionStateOf', () => {
  it('counts only the flagged value as a lifted exclusion', () => {
    expect(exclusionStateOf({ disabled: true, inp_success: false })).toEqual({
      disabled: true,
      inp_success: true,
      inactive_inpy_versions: false,
    })
    expect(exclusionStateOf({ disabled: false, inp_success: true })).toEqual({
      disabled: false,
      inp_success: false,
      inactive_inpy_versions: false,
    })
  })
})
