import type { FilterState } from '@/api/filters'
import { statusNames, type StatusName } from '@/api/simulations/schema'
import { statusListFilters } from '@/api/simulations/list-filters'
import type { ListUrlConfig } from './list-url-state'

export const statusFilters = statusListFilters
export type StatusFilterState = FilterState<typeof statusFilters>

export const statusOrderings = [
  'id',
  '-id',
  '-created',
  'created',
  'exit_code',
  '-exit_code',
] as const
export type StatusOrdering = (typeof statusOrderings)[number]

export function isStatusName(value: string): value is StatusName {
  return (statusNames as readonly string[]).includes(value)
}

export const statusListConfig: ListUrlConfig<typeof statusFilters, StatusOrdering> = {
  definition: statusFilters,
  orderings: statusOrderings,
  defaultOrdering: 'id',
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
  sanitize: ({ name, ...rest }) =>
    name !== undefined && isStatusName(name) ? { ...rest, name } : rest,
}

export const statusOrderingLabels: Record<StatusOrdering, string> = {
  id: 'Lowest id first',
  '-id': 'Highest id first',
  '-created': 'Latest change first',
  created: 'Earliest change first',
  exit_code: 'Exit code, low to high',
  '-exit_code': 'Exit code, high to low',
}
