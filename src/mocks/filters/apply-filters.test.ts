import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveParam } from './apply-filters'
import { applyListQuery } from './list-query'
import { runList, type Run } from './test-records'

describe('resolveParam', () => {
  it('prefers the longest field name, so relation keys may contain __', () => {
    const resolved = resolveParam(runList.fields, 'simulation__organisation__name__istartswith')
    expect(resolved).toMatchObject({
      field: 'simulation__organisation__name',
      lookup: 'istartswith',
    })
    expect(resolveParam(runList.fields, 'created__date__gte')).toMatchObject({
      field: 'created',
      lookup: 'date__gte',
    })
    expect(resolveParam(runList.fields, 'name')).toMatchObject({ field: 'name', lookup: 'exact' })
  })

  it('does not resolve unknown fields or lookups', () => {
    expect(resolveParam(runList.fields, 'nam')).toBeUndefined()
    expect(resolveParam(runList.fields, 'name__regex')).toBeUndefined()
    expect(resolveParam(runList.fields, 'simulation__user__username__istartswith')).toBeUndefined()
  })
})

/** A filter state as the app's filter forms hold it; `undefined` means "not filtered". */
type FilterState = {
  name?: {
    lookup: 'exact' | 'contains' | 'icontains' | 'startswith' | 'istartswith'
    value: string
  }
  exitCode?: { lookup: 'exact' | 'gt' | 'gte' | 'lt' | 'lte'; value: number }
  exitCodeIsNull?: boolean
  createdFrom?: string
  createdTo?: string
  createdYear?: number
  tag?: string
  username?: string
}

// Case pairs on purpose: the case-sensitive and case-insensitive lookups must disagree often.
const letters = fc.constantFrom('a', 'A', 'b', 'B', 'dike', 'Dike', ' ', 'é', 'İ')
const text = fc.array(letters, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''))
const needle = fc.array(letters, { minLength: 1, maxLength: 2 }).map((parts) => parts.join(''))
const day = fc
  .integer({ min: Date.UTC(2024, 10, 1), max: Date.UTC(2025, 2, 1) })
  .map((epoch) => new Date(epoch))
const tags = fc.constantFrom('rain', 'storm', 'breach', 'a,b')
const users = fc.constantFrom('modeller', 'planner', 'outsider')

const runArbitrary: fc.Arbitrary<Run> = fc.record({
  id: fc.nat(),
  name: text,
  created: day.map((date) => date.toISOString()),
  day: fc.constant('2025-01-01'),
  exit_code: fc.option(fc.integer({ min: -2, max: 2 }), { nil: null }),
  finished: fc.constant(null),
  tags: fc.uniqueArray(
    tags.filter((tag) => !tag.includes(',')),
    { maxLength: 3 },
  ),
  simulation: fc.record({
    user: fc.record({ username: users }),
    organisation: fc.record({ name: fc.constant('Polder Water Board') }),
  }),
})

/** Mostly absent, so that the few filters present each decide something. */
const sometimes = <Value>(arbitrary: fc.Arbitrary<Value>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary })

const filterState: fc.Arbitrary<FilterState> = fc.record({
  name: sometimes(
    fc.record({
      lookup: fc.constantFrom('exact', 'contains', 'icontains', 'startswith', 'istartswith'),
      value: needle,
    }),
  ),
  exitCode: sometimes(
    fc.record({
      lookup: fc.constantFrom('exact', 'gt', 'gte', 'lt', 'lte'),
      value: fc.integer({ min: -3, max: 3 }),
    }),
  ),
  exitCodeIsNull: sometimes(fc.boolean()),
  createdFrom: sometimes(day.map((date) => date.toISOString().slice(0, 10))),
  createdTo: sometimes(day.map((date) => date.toISOString().slice(0, 10))),
  createdYear: sometimes(fc.constantFrom(2024, 2025)),
  tag: sometimes(tags.filter((tag) => !tag.includes(','))),
  username: sometimes(users),
})

/** How the app serialises its filter state (api.md "List filtering"). */
function toQuery(state: FilterState): URLSearchParams {
  const query = new URLSearchParams()
  if (state.name)
    query.set(
      state.name.lookup === 'exact' ? 'name' : `name__${state.name.lookup}`,
      state.name.value,
    )
  if (state.exitCode) {
    const { lookup, value } = state.exitCode
    query.set(lookup === 'exact' ? 'exit_code' : `exit_code__${lookup}`, String(value))
  }
  if (state.exitCodeIsNull !== undefined)
    query.set('exit_code__isnull', state.exitCodeIsNull ? 'True' : 'False')
  if (state.createdFrom) query.set('created__date__gte', state.createdFrom)
  if (state.createdTo) query.set('created__date__lte', state.createdTo)
  if (state.createdYear) query.set('created__year', String(state.createdYear))
  if (state.tag) query.set('tags__in', state.tag)
  if (state.username) query.set('simulation__user__username', state.username)
  return query
}

const NUMBER_TESTS = {
  exact: (a: number, b: number) => a === b,
  gt: (a: number, b: number) => a > b,
  gte: (a: number, b: number) => a >= b,
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
}

/** The straightforward reading of api.md, written independently of the engine. */
function reference(state: FilterState, run: Run): boolean {
  const date = run.created.slice(0, 10)
  const checks = [
    !state.name || nameMatches(state.name.lookup, run.name, state.name.value),
    !state.exitCode ||
      (run.exit_code !== null &&
        NUMBER_TESTS[state.exitCode.lookup](run.exit_code, state.exitCode.value)),
    state.exitCodeIsNull === undefined || (run.exit_code === null) === state.exitCodeIsNull,
    !state.createdFrom || date >= state.createdFrom,
    !state.createdTo || date <= state.createdTo,
    !state.createdYear || run.created.startsWith(`${state.createdYear}-`),
    !state.tag || run.tags.includes(state.tag),
    !state.username || run.simulation.user.username === state.username,
  ]
  return checks.every(Boolean)
}

function nameMatches(
  lookup: NonNullable<FilterState['name']>['lookup'],
  name: string,
  value: string,
) {
  const lower = (s: string) => s.toLowerCase()
  switch (lookup) {
    case 'exact':
      return name === value
    case 'contains':
      return name.includes(value)
    case 'icontains':
      return lower(name).includes(lower(value))
    case 'startswith':
      return name.startsWith(value)
    case 'istartswith':
      return lower(name).startsWith(lower(value))
  }
}

describe('filter round trip (property)', () => {
  it('selects exactly what the reference predicate selects', () => {
    fc.assert(
      fc.property(fc.array(runArbitrary, { maxLength: 25 }), filterState, (records, state) => {
        const query = new URLSearchParams(toQuery(state).toString())
        const result = applyListQuery({ ...runList, defaultOrdering: [] }, records, query)
        if (!result.ok) throw new Error(`400 for ${query}: ${JSON.stringify(result.errors)}`)
        expect(result.records).toEqual(records.filter((record) => reference(state, record)))
      }),
      { numRuns: 1000 },
    )
  })
})
