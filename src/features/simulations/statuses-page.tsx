import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { statusListQuery } from '@/api/simulations/queries'
import { EmptyState } from '@/components/empty-state'
import { FilteredListPage } from './filtered-list-page'
import { toApiQuery } from './list-url-state'
import { statusChipSpecs } from './simulation-filter-labels'
import { StatusFilterBar } from './status-filter-bar'
import { statusListConfig, statusOrderingLabels } from './status-list-state'
import { StatusesTable } from './statuses-table'
import { useListUrlState } from './use-list-url-state'

export function StatusesPage() {
  const list = useListUrlState(statusListConfig)
  const query = useQuery(statusListQuery(toApiQuery(statusListConfig, list.state)))

  return (
    <FilteredListPage
      title="Statuses"
      intro={<p className="muted">The latest status of each simulation.</p>}
      config={statusListConfig}
      list={list}
      filterBar={<StatusFilterBar filters={list.state.filters} onChange={list.setFilters} />}
      chipSpecs={statusChipSpecs}
      orderingLabels={statusOrderingLabels}
      query={query}
      nouns={{ one: 'status record', many: 'status records' }}
      emptyWithoutFilters={
        <EmptyState
          title="No status records yet"
          description="Every simulation gets one as soon as it is created."
          action={<Link to="/simulations/new">New simulation</Link>}
        />
      }
    >
      {(statuses) => <StatusesTable statuses={statuses} />}
    </FilteredListPage>
  )
}
