import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { modelListQuery } from '@/api/models/queries'
import { EmptyState } from '@/components/empty-state'
import { ListPage } from '@/components/list/list-page'
import { modelList } from '@/api/list-definitions'
import { useListSearch } from '@/components/list/use-list-search'
import { ExclusionFieldset } from './exclusion-fieldset'
import { exclusionStateOf, withExclusion } from './exclusion-toggles'
import { modelFilterLayout } from './model-filters'
import { ModelsTable } from './models-table'
import { orderingLabels } from './orderings'
import './models.css'

export function ModelsPage() {
  const list = useListSearch(modelList)
  const options = modelListQuery(list.query)
  const query = useQuery(options)
  const { filters } = list.search
  return (
    <ListPage
      title="Models"
      intro={
        <p className="models-lead">
          The models of your organisations. Open one for its files and details.
        </p>
      }
      definition={modelList}
      list={list}
      filters={modelFilterLayout}
      extraFilters={
        <ExclusionFieldset
          state={exclusionStateOf(filters)}
          onToggle={(param, lifted) => list.setFilters(withExclusion(filters, param, lifted))}
        />
      }
      toolbarWords={{ orderingLabels, orderingLabel: 'Order by', pageSizeLabel: 'Rows per page' }}
      query={query}
      queryKey={options.queryKey}
      words={{
        one: 'model',
        many: 'models',
        errorTitle: 'The models could not be loaded',
        noMatch: {
          title: 'No models match',
          description:
            'Nothing matches this search, these filters and toggles. Clear them to see every usable model.',
          clear: 'Clear search and filters',
        },
      }}
      emptyWithoutFilters={
        <EmptyState
          title="No models yet"
          description="Your organisations have no models you can see."
          action={<Link to="/">Go home</Link>}
        />
      }
    >
      {(models) => <ModelsTable models={models} ordering={list.search.ordering} />}
    </ListPage>
  )
}
