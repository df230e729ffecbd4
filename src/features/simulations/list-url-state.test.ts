import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { statusNames } from '@/api/simulations/schema'
import { readListState, toApiQuery, writeListState } from './list-url-state'
import { simulationListConfig, simulationOrderings } from './simulation-list-state'
import { statusListConfig, statusOrderings } from './status-list-state'

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
const tag = text.filter((value) => !value.includes(',') && value.trim() === value)
const date = fc
  .integer({ min: Date.UTC(1000, 0, 1) / 86_400_000, max: Date.UTC(9999, 11, 31) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10))
const page = { offset: fc.nat({ max: 100_000 }), limit: fc.constantFrom(10, 20, 50, 100) }

const simulationState = fc.record({
  filters: fc.record(
    {
      name: text,
      name__contains: text,
      name__icontains: text,
      name__startswith: text,
      name__istartswith: text,
      name__endswith: text,
      created__date: date,
      created__date__gte: date,
      created__date__lte: date,
      created__year: fc.integer({ min: 1000, max: 9999 }),
      created__month: fc.integer({ min: 1, max: 12 }),
      tags__in: tag.map((value) => [value]),
    },
    { requiredKeys: [] },
  ),
  ordering: fc.constantFrom(...simulationOrderings),
  ...page,
})

const exitCode = fc.integer({ min: -255, max: 255 })
const statusState = fc.record({
  filters: fc.record(
    {
      name: fc.constantFrom(...statusNames),
      exit_code: exitCode,
      exit_code__gt: exitCode,
      exit_code__gte: exitCode,
      exit_code__lt: exitCode,
      exit_code__lte: exitCode,
      exit_code__isnull: fc.boolean(),
      simulation__user__username: text,
      simulation__organisation__name__istartswith: text,
    },
    { requiredKeys: [] },
  ),
  ordering: fc.constantFrom(...statusOrderings),
  ...page,
})

/** Through a real address bar: the params are serialised to a string and parsed back. */
function throughUrl(params: URLSearchParams): URLSearchParams {
  return new URL(`https://polder.test/simulations?${params.toString()}`).searchParams
}

describe('filter state ↔ URL', () => {
  it('any simulation list state → URL → the same state', () => {
    fc.assert(
      fc.property(simulationState, (state) => {
        const url = throughUrl(writeListState(simulationListConfig, state))
        expect(readListState(simulationListConfig, url)).toEqual(state)
      }),
    )
  })

  it('any status list state → URL → the same state', () => {
    fc.assert(
      fc.property(statusState, (state) => {
        const url = throughUrl(writeListState(statusListConfig, state))
        expect(readListState(statusListConfig, url)).toEqual(state)
      }),
    )
  })

  it('an empty URL is the default state, and the default state an empty URL', () => {
    const state = readListState(simulationListConfig, new URLSearchParams())
    expect(state).toEqual({ filters: {}, ordering: '-created', offset: 0, limit: 20 })
    expect(writeListState(simulationListConfig, state).toString()).toBe('')
  })

  it('drops malformed values one by one and keeps the rest', () => {
    const params = new URLSearchParams(
      'name__icontains=zuid&created__date=yesterday&created__month=13&ordering=size&offset=-4&limit=7',
    )
    expect(readListState(simulationListConfig, params)).toEqual({
      filters: { name__icontains: 'zuid' },
      ordering: '-created',
      offset: 0,
      limit: 20,
    })
  })

  it('drops a status name the API does not know', () => {
    const params = new URLSearchParams('name=exploded&exit_code__gt=0')
    expect(readListState(statusListConfig, params).filters).toEqual({ exit_code__gt: 0 })
  })
})

describe('toApiQuery', () => {
  it('combines every filter with ordering and the page', () => {
    const query = toApiQuery(simulationListConfig, {
      filters: {
        name__istartswith: 'Zuid',
        created__year: 2026,
        created__month: 3,
        tags__in: ['T100'],
      },
      ordering: 'name',
      offset: 40,
      limit: 20,
    })
    expect(query).toEqual({
      name__istartswith: 'Zuid',
      created__year: '2026',
      created__month: '03',
      tags__in: 'T100',
      ordering: 'name',
      limit: 20,
      offset: 40,
    })
  })

  it('always sends the ordering, even the default one', () => {
    const state = readListState(statusListConfig, new URLSearchParams('exit_code__isnull=true'))
    expect(toApiQuery(statusListConfig, state)).toEqual({
      exit_code__isnull: 'true',
      ordering: 'id',
      limit: 20,
      offset: 0,
    })
  })
})
