import { z } from 'zod'
import type { Query } from '@/api/client'

export type FilterValue = string | number | boolean | readonly string[]
export type Filters = Readonly<Record<string, FilterValue | undefined>>

export type FilterParamSpec = { param: string; schema: z.ZodType<FilterValue, unknown> }

export type ListSpec<Ordering extends string = string> = {
  params: readonly FilterParamSpec[]
  toQuery: (filters: Filters) => Query
  orderings: readonly Ordering[]
  defaultOrdering: NoInfer<Ordering>
  pageSizes: readonly number[]
  defaultPageSize: number
}

export type ListSearch<Ordering extends string = string> = {
  filters: Filters
  ordering: Ordering
  offset: number
  limit: number
}

/** An invalid filter param falls back to "no filter" (decision 0003): a bad value is dropped, never sent. */
export function listSearchSchema<Ordering extends string>(spec: ListSpec<Ordering>) {
  const filterShape = Object.fromEntries(
    spec.params.map(({ param, schema }) => [
      param,
      isListParam(schema) ? schema.catch([]) : schema.optional().catch(undefined),
    ]),
  )
  const [first, ...rest] = spec.orderings
  if (first === undefined) throw new Error('A list needs at least one ordering')
  return z.object({
    ...filterShape,
    ordering: z.enum([first, ...rest]).catch(spec.defaultOrdering),
    offset: z.coerce.number().int().min(0).max(1e9).catch(0),
    limit: z.coerce
      .number()
      .refine((size) => spec.pageSizes.includes(size))
      .catch(spec.defaultPageSize),
  })
}

/** A param whose value is a list (`tags__in`) lives in the URL as repeated params (decision 0003). */
function isListParam(schema: z.ZodType<FilterValue, unknown>): boolean {
  return schema.safeParse([]).success
}

export function isActive(value: FilterValue | undefined): boolean {
  return value !== undefined && !(Array.isArray(value) && value.length === 0)
}

export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).filter(isActive).length
}

export function filtersOf(spec: ListSpec, values: Readonly<Record<string, unknown>>): Filters {
  const filters: Record<string, FilterValue | undefined> = {}
  for (const { param } of spec.params) {
    const value = values[param]
    if (isFilterValue(value) && isActive(value)) filters[param] = value
  }
  return filters
}

function isFilterValue(value: unknown): value is FilterValue {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string')
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

export function replacingFilters(spec: ListSpec, filters: Filters): Record<string, unknown> {
  return Object.fromEntries(
    spec.params.map(({ param }) => [
      param,
      Object.hasOwn(filters, param) ? filters[param] : undefined,
    ]),
  )
}

export function toListQuery(spec: ListSpec, search: ListSearch): Query {
  return {
    ...spec.toQuery(search.filters),
    ordering: search.ordering,
    limit: search.limit,
    offset: search.offset,
  }
}
