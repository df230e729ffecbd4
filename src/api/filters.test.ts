import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { toSearchParams } from './client'
import {
  defineFilters,
  filterParams,
  fromSearchParams,
  isValidDate,
  orderingParam,
  toQuery,
  type FilterState,
} from './filters'

const statusFilters = defineFilters({
  name: {
    type: 'string',
    lookups: ['exact', 'contains', 'icontains', 'startswith', 'istartswith', 'endswith'],
  },
  created: { type: 'datetime', lookups: ['date', 'date__gte', 'date__lte', 'year', 'month'] },
  tags: { type: 'tags', lookups: ['in'] },
  exit_code: { type: 'number', lookups: ['exact', 'gt', 'gte', 'lt', 'lte', 'isnull'] },
  simulation__user__username: { type: 'string', lookups: ['exact'] },
  simulation__organisation__name: { type: 'string', lookups: ['istartswith'] },
  disabled: { type: 'boolean', lookups: ['exact'] },
})
type StatusFilters = FilterState<typeof statusFilters>

function roundTrip(state: StatusFilters, ordering: string[] = []) {
  const query = toQuery(statusFilters, state, ordering)
  return fromSearchParams(statusFilters, new URLSearchParams(toSearchParams(query).toString()))
}

describe('filter types', () => {
  it('derives a typed state from the definition', () => {
    expectTypeOf<StatusFilters['name']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<StatusFilters['name__icontains']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<StatusFilters['created__date__gte']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<StatusFilters['created__year']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<StatusFilters['exit_code']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<StatusFilters['exit_code__isnull']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<StatusFilters['tags__in']>().toEqualTypeOf<readonly string[] | undefined>()
    expectTypeOf<StatusFilters['disabled']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<StatusFilters>().not.toHaveProperty('name__gt')
  })

  it('lists the parameters of a definition', () => {
    expect(filterParams(statusFilters).map((entry) => entry.param)).toContain(
      'simulation__organisation__name__istartswith',
    )
  })
})

describe('toQuery', () => {
  it('writes field for exact and field__lookup otherwise, with ordering', () => {
    const query = toQuery(
      statusFilters,
      { name__icontains: 'dyke', created__month: 3, exit_code__isnull: false, tags__in: ['a'] },
      ['-created', 'name'],
    )
    expect(query).toEqual({
      name__icontains: 'dyke',
      created__month: '03',
      exit_code__isnull: 'false',
      tags__in: 'a',
      ordering: '-created,name',
    })
  })

  it('drops empty and malformed values', () => {
    const query = toQuery(statusFilters, {
      name: '',
      created__date: '2026-02-30',
      created__year: 26,
      created__month: 13,
      exit_code__gt: Number.NaN,
      tags__in: [' ', ''],
    })
    expect(query).toEqual({})
  })
})

describe('fromSearchParams', () => {
  it('reads valid values and drops malformed ones without throwing', () => {
    const params = new URLSearchParams(
      'name=Dyke&created__date=yesterday&created__year=2026&created__month=7&exit_code__gt=abc' +
        '&exit_code__lte=-1.5&exit_code__isnull=True&tags__in=a,%20b,,&ordering=-created,%20,name;drop',
    )
    expect(fromSearchParams(statusFilters, params)).toEqual({
      filters: {
        name: 'Dyke',
        created__year: 2026,
        created__month: 7,
        exit_code__lte: -1.5,
        exit_code__isnull: true,
        tags__in: ['a', 'b'],
      },
      ordering: ['-created'],
    })
  })

  it('keeps only allowed ordering fields when told them', () => {
    const params = new URLSearchParams('ordering=-created,secret,name')
    expect(fromSearchParams(statusFilters, params, ['created', 'name']).ordering).toEqual([
      '-created',
      'name',
    ])
  })

  it('reads the last value of a repeated key, filters and ordering alike, as Django does', () => {
    const params = new URLSearchParams('ordering=name&ordering=-created&exit_code=1&exit_code=2')
    expect(fromSearchParams(statusFilters, params)).toMatchObject({
      filters: { exit_code: 2 },
      ordering: ['-created'],
    })
  })
})

describe('ordering', () => {
  it('writes the ordering parameter', () => {
    expect(orderingParam(['-created', 'name'])).toBe('ordering=-created,name')
    expect(orderingParam([])).toBe('')
  })
})

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['0999-01-01', false],
  ])('%s is valid: %s', (value, valid) => {
    expect(isValidDate(value)).toBe(valid)
  })
})

const text = fc.string({ minLength: 1, unit: 'grapheme' })
const date = fc
  .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10))
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value || 0)
const tag = fc
  .string({ minLength: 1 })
  .map((value) => value.replaceAll(',', '').trim())
  .filter((value) => value !== '')

const validState: fc.Arbitrary<StatusFilters> = fc.record(
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
    tags__in: fc.array(tag, { minLength: 1, maxLength: 4 }),
    exit_code: number,
    exit_code__gt: number,
    exit_code__gte: fc.integer(),
    exit_code__lt: number,
    exit_code__lte: number,
    exit_code__isnull: fc.boolean(),
    simulation__user__username: text,
    simulation__organisation__name__istartswith: text,
    disabled: fc.boolean(),
  },
  { requiredKeys: [] },
)
const ordering = fc.array(fc.stringMatching(/^-?[a-z][a-z_]{0,12}$/), { maxLength: 3 })

describe('round trip (property)', () => {
  it('any valid state -> query -> search params -> the same state', () => {
    fc.assert(
      fc.property(validState, ordering, (state, order) => {
        expect(roundTrip(state, order)).toEqual({ filters: state, ordering: order })
      }),
      { numRuns: 300 },
    )
  })
})
