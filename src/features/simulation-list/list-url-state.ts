import type { Query } from '@/api/client'
import { fromSearchParams, toQuery, type FilterDefinition, type FilterState } from '@/api/filters'

/**
 * How one list page keeps its filters, ordering and page in the URL. The URL uses the API's own
 * parameter names (`name__icontains=zuid`), so a shared link reads like the request it makes.
 */
export type ListUrlConfig<D extends FilterDefinition, O extends string> = {
  definition: D
  orderings: readonly O[]
  defaultOrdering: NoInfer<O>
  pageSizes: readonly number[]
  defaultPageSize: number
  /** Drops values the definition's kinds cannot rule out, e.g. an unknown status name. */
  sanitize?: (filters: FilterState<D>) => FilterState<D>
}

export type ListUrlState<D extends FilterDefinition, O extends string> = {
  filters: FilterState<D>
  ordering: O
  offset: number
  limit: number
}

function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value)
}

function readOffset(raw: string | null): number {
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : 0
}

export function readListState<D extends FilterDefinition, O extends string>(
  config: ListUrlConfig<D, O>,
  params: URLSearchParams,
): ListUrlState<D, O> {
  const { filters } = fromSearchParams(config.definition, params)
  const ordering = params.get('ordering')
  const limit = Number(params.get('limit'))
  return {
    filters: config.sanitize ? config.sanitize(filters) : filters,
    ordering: isOneOf(config.orderings, ordering) ? ordering : config.defaultOrdering,
    offset: readOffset(params.get('offset')),
    limit: config.pageSizes.includes(limit) ? limit : config.defaultPageSize,
  }
}

/** Defaults stay out of the URL so links are short and one state has one address. */
export function writeListState<D extends FilterDefinition, O extends string>(
  config: ListUrlConfig<D, O>,
  state: ListUrlState<D, O>,
): URLSearchParams {
  const ordering = state.ordering === config.defaultOrdering ? [] : [state.ordering]
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(toQuery(config.definition, state.filters, ordering))) {
    if (typeof value === 'string') params.set(key, value)
  }
  if (state.offset > 0) params.set('offset', String(state.offset))
  if (state.limit !== config.defaultPageSize) params.set('limit', String(state.limit))
  return params
}

export function toApiQuery<D extends FilterDefinition, O extends string>(
  config: ListUrlConfig<D, O>,
  state: ListUrlState<D, O>,
): Query {
  return {
    ...toQuery(config.definition, state.filters, [state.ordering]),
    limit: state.limit,
    offset: state.offset,
  }
}

export function activeFilterCount<D extends FilterDefinition>(filters: FilterState<D>): number {
  return Object.values(filters).filter((value) => value !== undefined).length
}
