import { ownValue } from '@/lib/own-value'
import { badRequest, json } from '../http'
import { lastValue } from '../router'
import { buildFilters, resolveParam } from './apply-filters'
import { orderRecords } from './ordering'
import { paginate } from './pagination'
import type { FilterErrors, ListSpec, SortKey } from './types'

const idOf = (record: { id: number }) => record.id

/** The `id` filter every list of the reference offers, whether the app uses it or not. */
export const ID_FILTER = { type: 'number', get: idOf } as const

/** How the reference orders its lists of named records: by `created`, `name` or `id`, newest first. */
export const NEWEST_FIRST = {
  ordering: {
    created: (record: { created: SortKey }) => record.created,
    name: (record: { name: SortKey }) => record.name,
    id: idOf,
  },
  defaultOrdering: ['-created', '-id'],
} as const

/** Checked once at module load, so a typo in the spec fails the first test. */
export function defineListQuery<T>(spec: ListSpec<T>): ListSpec<T> {
  for (const name of spec.defaultOrdering) {
    if (!ownValue(spec.ordering, name.replace(/^-/, '')))
      throw new Error(`Unknown default ordering ${name}`)
  }
  for (const param of Object.keys(spec.defaultFilters ?? {})) {
    if (!resolveParam(spec.fields, param)) throw new Error(`Unknown default filter ${param}`)
  }
  return spec
}

export type ListResult<T> = { ok: true; records: T[] } | { ok: false; errors: FilterErrors }

export function applyListQuery<T>(
  spec: ListSpec<T>,
  records: readonly T[],
  query: URLSearchParams,
): ListResult<T> {
  const filters = buildFilters(spec, query)
  if (!filters.ok) return filters
  return {
    ok: true,
    records: orderRecords(spec, records.filter(filters.test), lastValue(query, 'ordering')),
  }
}

/** Filter, order, paginate and wrap one list; 400 for malformed filter values. */
export function listResponse<T>(
  ctx: { request: Request },
  records: readonly T[],
  spec: ListSpec<T>,
  serialise: (record: T) => unknown = (record) => record,
): Response {
  const url = new URL(ctx.request.url)
  const result = applyListQuery(spec, records, url.searchParams)
  if (!result.ok) return badRequest(result.errors)
  const page = paginate(result.records, url)
  return json({ ...page, results: page.results.map(serialise) })
}
