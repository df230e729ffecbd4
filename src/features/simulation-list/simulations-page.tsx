import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { profileQuery } from '@/api/auth/queries'
import { modelCatalogueQuery } from '@/api/models/queries'
import { simulationListQuery } from '@/api/simulations/queries'
import { EmptyState } from '@/components/empty-state'
import { ListPage } from '@/components/list/list-page'
import { simulationList } from '@/api/list-definitions'
import { useListSearch } from '@/components/list/use-list-search'
import { simulationFilterLayout, simulationOrderingLabels } from './simulation-filters'
import { SimulationsTable } from './simulations-table'

export function SimulationsPage() {
  const list = useListSearch(simulationList)
  const options = simulationListQuery(list.query)
  const query = useQuery(options)
  const catalogue = useQuery(modelCatalogueQuery())
  const me = useQuery(profileQuery()).data?.username
  const models = catalogue.data
  const shownModel = list.search.filters.hydromodel__id
  // Only a model the catalogue lacks changes the bar's layout: a new layout restarts its typing.
  const unlisted =
    typeof shownModel === 'number' && !models?.has(shownModel) ? shownModel : undefined
  const filters = useMemo(
    () =>
      simulationFilterLayout({
        models: models ? [...models.values()] : [],
        me,
        shownModel: unlisted,
      }),
    [models, me, unlisted],
  )
  return (
    <ListPage
      title="Simulations"
      headerAction={
        <Link className="button button--primary" to="/simulations/new">
          New simulation
        </Link>
      }
      definition={simulationList}
      list={list}
      filters={filters}
      toolbarWords={{ orderingLabels: simulationOrderingLabels }}
      query={query}
      queryKey={options.queryKey}
      words={{ one: 'simulation', many: 'simulations' }}
      emptyWithoutFilters={
        <EmptyState
          title="No simulations yet"
          description="Start one from a model that can run."
          action={<Link to="/simulations/new">New simulation</Link>}
        />
      }
    >
      {(simulations) => <SimulationsTable simulations={simulations} />}
    </ListPage>
  )
}
