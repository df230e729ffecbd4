import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { simulationListQuery } from '@/api/simulations/queries'
import { EmptyState } from '@/components/empty-state'
import { FilteredListPage } from './filtered-list-page'
import { toApiQuery } from './list-url-state'
import { SimulationFilterBar } from './simulation-filter-bar'
import { simulationChipSpecs } from './simulation-filter-labels'
import { simulationListConfig, simulationOrderingLabels } from './simulation-list-state'
import { SimulationsTable } from './simulations-table'
import { useListUrlState } from './use-list-url-state'

export function SimulationsPage() {
  const list = useListUrlState(simulationListConfig)
  const query = useQuery(simulationListQuery(toApiQuery(simulationListConfig, list.state)))

  return (
    <FilteredListPage
      title="Simulations"
      headerAction={
        <Link className="button button--primary" to="/simulations/new">
          New simulation
        </Link>
      }
      config={simulationListConfig}
      list={list}
      filterBar={<SimulationFilterBar filters={list.state.filters} onChange={list.setFilters} />}
      chipSpecs={simulationChipSpecs}
      orderingLabels={simulationOrderingLabels}
      query={query}
      nouns={{ one: 'simulation', many: 'simulations' }}
      emptyWithoutFilters={
        <EmptyState
          title="No simulations yet"
          description="Start one from a model that can run."
          action={<Link to="/simulations/new">New simulation</Link>}
        />
      }
    >
      {(simulations) => <SimulationsTable simulations={simulations} />}
    </FilteredListPage>
  )
}
