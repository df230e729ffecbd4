import { simulationListFilters } from '@/api/simulations/list-filters'
import type { ListUrlConfig } from './list-url-state'

export const simulationFilters = simulationListFilters

export const simulationOrderings = ['-created', 'created', 'name', '-name', '-id', 'id'] as const
export type SimulationOrdering = (typeof simulationOrderings)[number]

export const simulationListConfig: ListUrlConfig<typeof simulationFilters, SimulationOrdering> = {
  definition: simulationFilters,
  orderings: simulationOrderings,
  defaultOrdering: '-created',
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
}

export const simulationOrderingLabels: Record<SimulationOrdering, string> = {
  '-created': 'Newest first',
  created: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  '-id': 'Highest id first',
  id: 'Lowest id first',
}
