import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { statusListQuery } from '@/api/queries/simulations'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { FilterChipList } from './filter-chip-list'
import { filterChips } from './filter-chips'
import { ListResults } from './list-results'
import { ListToolbar } from './list-toolbar'
import { activeFilterCount, toApiQuery } from './list-url-state'
import { statusChipSpecs } from './simulation-filter-labels'
import { StatusFilterBar } from './status-filter-bar'
import { statusListConfig, statusOrderingLabels, statusOrderings } from './status-list-state'
import { StatusesTable } from './statuses-table'
import { useListUrlState } from './use-list-url-state'
import './simulations.css'

export function StatusesPage() {
  const list = useListUrlState(statusListConfig)
  const { state } = list
  const query = useQuery(statusListQuery(toApiQuery(statusListConfig, state)))

  return (
    <section className="list-page">
      <DocumentTitle title="Statuses" />
      <header className="list-page__header">
        <h1>Statuses</h1>
      </header>
      <p className="muted">The latest status of each simulation.</p>
      <StatusFilterBar filters={state.filters} onChange={list.setFilters} />
      <FilterChipList
        chips={filterChips(statusChipSpecs, state.filters)}
        onRemove={list.removeFilter}
        onClear={list.clearFilters}
      />
      <ListToolbar
        ordering={state.ordering}
        orderings={statusOrderings}
        orderingLabels={statusOrderingLabels}
        onOrderingChange={list.setOrdering}
        limit={state.limit}
        pageSizes={statusListConfig.pageSizes}
        onLimitChange={list.setLimit}
      />
      <ListResults
        query={query}
        nouns={{ one: 'status record', many: 'status records' }}
        filtered={activeFilterCount(state.filters) > 0}
        onClearFilters={list.clearFilters}
        emptyWithoutFilters={
          <EmptyState
            title="No status records yet"
            description="Every simulation gets one as soon as it is created."
            action={<Link to="/simulations/new">New simulation</Link>}
          />
        }
        limit={state.limit}
        offset={state.offset}
        onOffsetChange={list.setOffset}
      >
        {(statuses) => <StatusesTable statuses={statuses} />}
      </ListResults>
    </section>
  )
}
