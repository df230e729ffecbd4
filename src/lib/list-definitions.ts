import { z } from 'zod'
import { defineFilters } from '@/api/filters'
import { statusNames } from '@/api/schemas/simulations'
import { listParams, listQuery } from './filter-definition-adapter'
import { defineList } from './use-list-search'

/**
 * The three lists of the app, each from its filter fields (api.md "List filtering"), orderings
 * and page sizes. The only place the list module meets the filter declarations.
 */
const modelFilters = defineFilters({
  name: ['exact', 'contains', 'icontains', 'startswith', 'istartswith', 'endswith'],
  created: ['date', 'date__gte', 'date__lte', 'year', 'month'],
  // Naming these lifts the list's default exclusions (api.md "Models"; decision 0004).
  disabled: { kind: 'boolean', lookups: ['exact'] },
  inp_success: { kind: 'boolean', lookups: ['exact'] },
  inactive_inpy_versions: { kind: 'boolean', lookups: ['exact'] },
})

/** api.md "Models" 3: the model list and the saved-state list order by the same three fields. */
export const modelOrderings = ['-created', 'created', 'name', '-name', 'id', '-id'] as const

export const modelList = defineList({
  params: listParams(modelFilters),
  toQuery: listQuery(modelFilters),
  orderings: modelOrderings,
  defaultOrdering: '-created',
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
})

const simulationFilters = defineFilters({
  name: ['icontains', 'contains', 'istartswith', 'startswith', 'endswith', 'exact'],
  created: ['date', 'date__gte', 'date__lte', 'year', 'month'],
  tags: ['in'],
})

export const simulationList = defineList({
  params: listParams(simulationFilters),
  toQuery: listQuery(simulationFilters),
  orderings: ['-created', 'created', 'name', '-name', '-id', 'id'],
  defaultOrdering: '-created',
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
})

const statusFilters = defineFilters({
  name: ['exact'],
  // A pause is `initialized` with `paused: true` (decisions.md "Simulations").
  paused: { kind: 'boolean', lookups: ['exact'] },
  exit_code: ['exact', 'gt', 'gte', 'lt', 'lte', 'isnull'],
  simulation__user__username: ['exact'],
  simulation__organisation__name: ['istartswith'],
})

export const statusList = defineList({
  params: listParams(statusFilters, { name: z.enum(statusNames) }),
  toQuery: listQuery(statusFilters),
  orderings: ['id', '-id', '-created', 'created', 'exit_code', '-exit_code'],
  defaultOrdering: 'id',
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
})
