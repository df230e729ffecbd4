import { z } from 'zod'
import type { Query } from '@/api/client'
import { fromSearchParams, toQuery, type FilterState } from '@/api/filters'
import { modelListFilters } from '@/api/models/list-filters'
import { parseSearch, toSearch } from '@/lib/search-params'
import { defaultOrdering, isOrdering, type Ordering } from './orderings'
import { exclusionToggles, type ExclusionParam, type ExclusionState } from './exclusion-toggles'

export { modelListFilters }
export type ModelListFilters = FilterState<typeof modelListFilters>

const ORDERING_FIELDS = ['created', 'name', 'id']

export const pageSizes = [10, 25, 50] as const
const pageSchema = z.object({
  offset: z.coerce.number().int().min(0).catch(0),
  limit: z.coerce
    .number()
    .refine((value) => pageSizes.some((size) => size === value))
    .catch(25),
})

export type ModelListSearch = {
  filters: ModelListFilters
  ordering: Ordering
  offset: number
  limit: number
}

/** The page URL holds the API's own parameter names, so a shared link reads like the request. */
export function readModelListSearch(params: URLSearchParams): ModelListSearch {
  const { filters, ordering } = fromSearchParams(modelListFilters, params, ORDERING_FIELDS)
  const first = ordering[0]
  return {
    filters,
    ordering: isOrdering(first) ? first : defaultOrdering,
    ...parseSearch(pageSchema, params),
  }
}

export function writeModelListSearch(search: ModelListSearch): URLSearchParams {
  const ordering = search.ordering === defaultOrdering ? [] : [search.ordering]
  const params = new URLSearchParams()
  Object.entries(toQuery(modelListFilters, search.filters, ordering)).forEach(([key, value]) =>
    params.set(key, String(value)),
  )
  toSearch(pageSchema, search).forEach((value, key) => params.set(key, value))
  return params
}

export function toModelListQuery(search: ModelListSearch): Query {
  return {
    ...toQuery(modelListFilters, search.filters, [search.ordering]),
    limit: search.limit,
    offset: search.offset,
  }
}

export function exclusionStateOf(filters: ModelListFilters): ExclusionState {
  const lifted = (param: ExclusionParam) =>
    exclusionToggles.some(
      (toggle) => toggle.param === param && filters[param] === toggle.liftedValue,
    )
  return {
    disabled: lifted('disabled'),
    inp_success: lifted('inp_success'),
    inactive_inpy_versions: lifted('inactive_inpy_versions'),
  }
}

/** Lifting puts the flagged value in the query (api.md's plain form); dropping removes the field. */
export function withExclusion(
  filters: ModelListFilters,
  param: ExclusionParam,
  lifted: boolean,
): ModelListFilters {
  const toggle = exclusionToggles.find((candidate) => candidate.param === param)
  return { ...filters, [param]: lifted ? toggle?.liftedValue : undefined }
}
