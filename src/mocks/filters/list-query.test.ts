import { describe, expect, it } from 'vitest'
import { applyListQuery, defineListQuery, listResponse } from './list-query'
import { runList, runs } from './test-records'

function select(query: string): number[] {
  const result = applyListQuery(runList, runs, new URLSearchParams(query))
  if (!result.ok) throw new Error(`unexpected 400: ${JSON.stringify(result.errors)}`)
  return result.records.map((record) => record.id)
}

function errorsOf(query: string) {
  const result = applyListQuery(runList, runs, new URLSearchParams(query))
  return result.ok ? null : result.errors
}

describe('string lookups', () => {
  it.each([
    ['name=Storm surge', [4]],
    ['name=storm surge', []],
    ['name__iexact=STORM SURGE', [4]],
    ['name__contains=breach', [1, 2]],
    ['name__contains=Breach', []],
    ['name__icontains=BREACH', [1, 2]],
    ['name__startswith=Dike', [1]],
    ['name__istartswith=dike', [1, 2]],
    ['name__endswith=mm', [3]],
    ['name__iendswith=SOUTH', [2]],
    ['name__in=Storm surge,Rain 100 mm', [3, 4]],
  ])('%s', (query, ids) => {
    expect(select(query)).toEqual(ids)
  })

  it('lowercases without the locale (İ is not a Turkish i here)', () => {
    expect(select('name__icontains=i̇zmir')).toEqual([5])
    expect(select('name__icontains=izmir')).toEqual([])
  })
})

describe('number lookups', () => {
  it.each([
    ['exit_code=0', [1, 4]],
    ['exit_code=1.0', [2]],
    ['exit_code__gt=0', [2]],
    ['exit_code__gte=0', [1, 2, 4]],
    ['exit_code__lt=0', [5]],
    ['exit_code__lte=0', [1, 4, 5]],
    ['exit_code__isnull=true', [3]],
    ['exit_code__isnull=False', [1, 2, 4, 5]],
    ['exit_code__in=1,-3', [2, 5]],
  ])('%s', (query, ids) => {
    expect(select(query)).toEqual(ids)
  })
})

describe('date and datetime lookups', () => {
  it.each([
    ['created__date=2025-01-31', [2]],
    ['created__date__gte=2025-01-31', [2, 3, 5]],
    ['created__date__gt=2025-01-31', [3, 5]],
    ['created__date__lte=2025-01-15', [1, 4]],
    ['created__date__lt=2025-01-15', [4]],
    ['created__year=2024', [4]],
    ['created__year__gte=2025', [1, 2, 3, 5]],
    ['created__month=01', [1, 2]],
    ['created__month__lt=3', [1, 2, 3]],
    ['created__day=31', [2, 4]],
    ['created=2025-02-01T00:00:00Z', [3]],
    ['created__gte=2025-02-01T01:00:00%2B01:00', [3, 5]],
    ['created__lt=2025-01-31', [1, 4]],
    ['day=2025-01-15', [1]],
    ['day__gt=2025-01-31', [3, 5]],
    ['day__year=2025&day__month=3', [5]],
  ])('%s', (query, ids) => {
    expect(select(query)).toEqual(ids)
  })

  it('takes date parts in UTC', () => {
    // 2025-03-10T10:00+02:00 is 08:00 UTC on the same day; 2025-01-31T23:59:59Z stays on the 31st.
    expect(select('created__date=2025-03-10')).toEqual([5])
    expect(select('created__date=2025-02-01')).toEqual([3])
  })
})

describe('boolean, tags and relation lookups', () => {
  it.each([
    ['finished=True', [1, 4]],
    ['finished=true', [1, 4]],
    ['finished=1', [1, 4]],
    ['finished=False', [2, 5]],
    ['finished__isnull=1', [3]],
    ['finished__in=true,false', [1, 2, 4, 5]],
    ['finished__in=false', [2, 5]],
    ['tags__in=storm', [1, 5]],
    ['tags__in=rain,breach', [1, 2, 3, 5]],
    ['tags__in=none', []],
    ['simulation__user__username=modeller', [1, 3]],
    ['simulation__user__username__in=planner,outsider', [4, 5]],
    ['simulation__organisation__name__istartswith=polder', [1, 2, 3, 5]],
    ['simulation__organisation__name=Polder Water Board', [1, 2, 3]],
  ])('%s', (query, ids) => {
    expect(select(query)).toEqual(ids)
  })
})

describe('combining and ignoring', () => {
  it('applies every filter', () => {
    expect(select('tags__in=storm&exit_code=0')).toEqual([1])
    expect(select('name__icontains=rain&created__year=2025&exit_code__isnull=false')).toEqual([5])
  })

  it('ignores unknown parameters, unknown lookups, disallowed lookups and empty values', () => {
    expect(select('colour=red&name__regex=^D&simulation__user__username__icontains=x')).toEqual([
      1, 2, 3, 4, 5,
    ])
    expect(select('name=&exit_code__gt=&tags__in=')).toEqual([1, 2, 3, 4, 5])
  })

  it('uses the last of repeated parameters', () => {
    expect(select('exit_code=1&exit_code=0')).toEqual([1, 4])
  })
})

describe('malformed values', () => {
  it.each([
    ['created__date=yesterday', 'created__date', 'Enter a valid date.'],
    ['created__date__gte=2025-02-30', 'created__date__gte', 'Enter a valid date.'],
    ['created=2025-13-01T00:00', 'created', 'Enter a valid date/time.'],
    ['created__year=MMXXV', 'created__year', 'Use four digits, e.g. 2026.'],
    ['created__year=-1', 'created__year', 'Use four digits, e.g. 2026.'],
    ['created__month=13', 'created__month', 'Use a month number from 1 to 12.'],
    ['exit_code__gt=abc', 'exit_code__gt', 'Enter a number.'],
    ['exit_code__in=1,x', 'exit_code__in', 'Enter a number.'],
    ['exit_code__isnull=maybe', 'exit_code__isnull', 'Must be a valid boolean.'],
    ['finished=yes', 'finished', 'Must be a valid boolean.'],
    ['finished__in=true,perhaps', 'finished__in', 'Must be a valid boolean.'],
  ])('%s answers 400 for its field', (query, field, message) => {
    expect(errorsOf(query)).toEqual({ [field]: [message] })
  })

  it('reports every malformed field at once', () => {
    expect(errorsOf('created__date=x&exit_code=y&name=ok')).toEqual({
      created__date: ['Enter a valid date.'],
      exit_code: ['Enter a number.'],
    })
  })
})

describe('ordering', () => {
  it('orders by the default when none is asked for', () => {
    expect(select('')).toEqual([1, 2, 3, 4, 5])
  })

  it('orders ascending and descending', () => {
    expect(select('ordering=created')).toEqual([4, 1, 2, 3, 5])
    expect(select('ordering=-created')).toEqual([5, 3, 2, 1, 4])
    expect(select('ordering=name')).toEqual([1, 3, 5, 4, 2])
  })

  it('orders by several fields, the default breaking remaining ties', () => {
    expect(select('ordering=exit_code,-id')).toEqual([5, 4, 1, 2, 3])
    expect(select('ordering=-exit_code')).toEqual([3, 2, 1, 4, 5])
  })

  it('ignores unknown ordering fields', () => {
    expect(select('ordering=colour')).toEqual([1, 2, 3, 4, 5])
    expect(select('ordering=colour,-id')).toEqual([5, 4, 3, 2, 1])
  })
})

describe('defineListQuery', () => {
  it('applies default filters until the query names the field', () => {
    const spec = defineListQuery({ ...runList, defaultFilters: { finished: 'true' } })
    const ids = (query: string) => {
      const result = applyListQuery(spec, runs, new URLSearchParams(query))
      return result.ok ? result.records.map((record) => record.id) : result.errors
    }
    expect(ids('')).toEqual([1, 4])
    expect(ids('finished=False')).toEqual([2, 5])
    expect(ids('finished__isnull=true')).toEqual([3])
  })

  it('refuses a spec whose defaults name nothing', () => {
    expect(() => defineListQuery({ ...runList, defaultOrdering: ['-colour'] })).toThrow(/colour/)
    expect(() => defineListQuery({ ...runList, defaultFilters: { colour: 'red' } })).toThrow(
      /colour/,
    )
  })
})

describe('listResponse', () => {
  const request = (query: string) => ({ request: new Request(`http://api.test/v3/runs/?${query}`) })

  it('answers the envelope of the serialised page', async () => {
    const response = listResponse(request('tags__in=rain&limit=1'), runs, runList, (record) => ({
      id: record.id,
    }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      count: 2,
      next: 'http://api.test/v3/runs/?tags__in=rain&limit=1&offset=1',
      previous: null,
      results: [{ id: 3 }],
    })
  })

  it('answers 400 with the field errors', async () => {
    const response = listResponse(request('created__date=yesterday'), runs, runList)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ created__date: ['Enter a valid date.'] })
  })
})
