import { z } from 'zod'
import {
  filterParams,
  filterValueSchemas,
  toQuery,
  type FilterDefinition,
  type FilterState,
} from '@/api/filters'
import { modelListFilters } from '@/api/models/list-filters'
import { simulationListFilters, statusListFilters } from '@/api/simulations/list-filters'
import { statusNames } from '@/api/simulations/schema'
import {
  listSearchSchema,
  type FilterParamSpec,
  type FilterValue,
  type ListSpec,
} from '@/api/list-search'

export function defineList<Ordering extends string>(spec: ListSpec<Ordering>) {
  return { spec, schema: listSearchSchema(spec) }
}
export type DefinedList<Ordering extends string> = ReturnType<typeof defineList<Ordering>>

function listParams(
  definition: FilterDefinition,
  overrides: Readonly<Record<string, z.ZodType<FilterValue, unknown>>> = {},
): FilterParamSpec[] {
  return filterParams(definition).map(({ param, kind }) => ({
    param,
    schema:
      (Object.hasOwn(overrides, param) ? overrides[param] : undefined) ?? filterValueSchemas[kind],
  }))
}

function listQuery<D extends FilterDefinition>(definition: D): ListSpec['toQuery'] {
  // Every value was parsed by `filterValueSchemas` for its param's kind, which is what
  // FilterState<D> spells out; toQuery drops anything else again when it encodes.
  return (filters) => toQuery(definition, filters as FilterState<D>)
}

/** api.md "Models" 3: the model list and the saved-state list order by the same three fields. */
export const modelOrderings = ['-created', 'created', 'name', '-name', 'id', '-id'] as const

export const modelList = defineList({
  params: listParams(modelListFilters),
  toQuery: listQuery(modelListFilters),
  orderings: modelOrderings,
  defaultOrdering: '-created',
  pageSizes: [10, 25, 50, 100, 250],
  defaultPageSize: 25,
})

export const simulationList = defineList({
  params: listParams(simulationListFilters),
  toQuery: listQuery(simulationListFilters),
  orderings: ['-created', 'created', 'name', '-name', '-id', 'id'],
  defaultOrdering: '-created',
  pageSizes: [10, 20, 50, 100, 250],
  defaultPageSize: 20,
})

export const statusList = defineList({
  params: listParams(statusListFilters, { name: z.enum(statusNames) }),
  toQuery: listQuery(statusListFilters),
  orderings: ['id', '-id', '-created', 'created', 'exit_code', '-exit_code'],
  defaultOrdering: 'id',
  pageSizes: [10, 20, 50, 100, 250],
  defaultPageSize: 20,
})
