import { z } from 'zod'
import { modelListFilters } from '@/api/models/list-filters'
import { simulationListFilters, statusListFilters } from '@/api/simulations/list-filters'
import { statusNames } from '@/api/simulations/schema'
import { listParams, listQuery } from './filter-definition-adapter'
import { defineList } from './use-list-search'

/**
 * The three lists of the app: the filter fields each resource declares in `src/api`, with the
 * orderings and page sizes the pages offer.
 */
/** api.md "Models" 3: the model list and the saved-state list order by the same three fields. */
export const modelOrderings = ['-created', 'created', 'name', '-name', 'id', '-id'] as const

export const modelList = defineList({
  params: listParams(modelListFilters),
  toQuery: listQuery(modelListFilters),
  orderings: modelOrderings,
  defaultOrdering: '-created',
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
})

export const simulationList = defineList({
  params: listParams(simulationListFilters),
  toQuery: listQuery(simulationListFilters),
  orderings: ['-created', 'created', 'name', '-name', '-id', 'id'],
  defaultOrdering: '-created',
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
})

export const statusList = defineList({
  params: listParams(statusListFilters, { name: z.enum(statusNames) }),
  toQuery: listQuery(statusListFilters),
  orderings: ['id', '-id', '-created', 'created', 'exit_code', '-exit_code'],
  defaultOrdering: 'id',
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
})
