import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { simulationListQuery } from '@/api/queries/simulations'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { FilterChipList } from './filter-chip-list'
import { filterChips } from './filter-chips'
import { ListResults } from './list-results'
import { ListToolbar } from './list-toolbar'
import { activeFilterCount, toApiQuery } from './list-url-state'
import { SimulationFilterBar } from './simulation-filter-bar'
import { simulationChipSpecs } from './simulation-filter-labels'
import {
  simulationListConfig,
  simulationOrderingLabels,
  simulationOrderings,
} from './simulation-list-state'
import { SimulationsTable } from './simulations-table'
import { useListUrlState } from './use-list-url-state'
import './simulations.css'

export function SimulationsPage() {
  const list = useListUrlState(simulationListConfig)
  const { state } = list
  const query = useQuery(simulationListQuery(toApiQuery(simulationListConfig, state)))

  return (
    <section className="list-page">
      <DocumentTitle title="Simulations" />
      <header className="list-page__header">
        <h1>Simulations</h1>
        <Link className="button button--primary" to="/simulations/new">
          New simulation
        </Link>
      </header>
      <SimulationFilterBar filters={state.filters} onChange={list.setFilters} />
      <FilterChipList
        chips={filterChips(simulationChipSpecs, state.filters)}
        onRemove={list.removeFilter}
        onClear={list.clearFilters}
      />
      <ListToolbar
        ordering={state.ordering}
        orderings={simulationOrderings}
        orderingLabels={simulationOrderingLabels}
        onOrderingChange={list.setOrdering}
        limit={state.limit}
        pageSizes={simulationListConfig.pageSizes}
        onLimitChange={list.setLimit}
      />
      <ListResults
        query={query}
        nouns={{ one: 'simulation', many: 'simulations' }}
        filtered={activeFilterCount(state.filters) > 0}
        onClearFilters={list.clearFilters}
        emptyWithoutFilters={
          <EmptyState
            title="No simulations yet"
            description="Start one from a model that can run."
            action={<Link to="/simulations/new">New simulation</Link>}
          />
        }
        limit={state.limit}
        offset={state.offset}
        onOffsetChange={list.setOffset}
      >
        {(simulations) => <SimulationsTable simulations={simulations} />}
      </ListResults>
    </section>
  )
}
