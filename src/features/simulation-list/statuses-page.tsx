import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { statusListQuery } from '@/api/simulations/queries'
import { EmptyState } from '@/components/empty-state'
import { ListPage } from '@/components/list/list-page'
import { statusList } from '@/api/list-definitions'
import { useListSearch } from '@/components/list/use-list-search'
import { statusFilterLayout, statusOrderingLabels } from './status-filters'
import { StatusesTable } from './statuses-table'

export function StatusesPage() {
  const list = useListSearch(statusList)
  const options = statusListQuery(list.query)
  const query = useQuery(options)
  return (
    <ListPage
      title="Statuses"
      intro={<p className="muted">The latest status of each simulation.</p>}
      definition={statusList}
      list={list}
      filters={statusFilterLayout}
      toolbarWords={{ orderingLabels: statusOrderingLabels }}
      query={query}
      queryKey={options.queryKey}
      words={{ one: 'status record', many: 'status records' }}
      emptyWithoutFilters={
        <EmptyState
          title="No status records yet"
          description="Every simulation gets one as soon as it is created."
          action={<Link to="/simulations/new">New simulation</Link>}
        />
      }
    >
      {(statuses) => <StatusesTable statuses={statuses} />}
    </ListPage>
  )
}
