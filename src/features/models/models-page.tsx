import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { modelListQuery } from '@/api/models/queries'
import { DocumentTitle } from '@/components/document-title'
import { PageSizeSelect } from '@/components/page-size-select'
import { ExclusionFieldset } from './exclusion-fieldset'
import { ModelListResults } from './model-list-results'
import { exclusionStateOf, pageSizes, toModelListQuery, withExclusion } from './model-list-search'
import { ModelSearchField } from './model-search-field'
import { OrderingSelect } from './ordering-select'
import { MoreFilters } from './more-filters'
import { useModelListSearch } from './use-model-list-search'
import './models.css'

export function ModelsPage() {
  const [search, update] = useModelListSearch()
  const result = useQuery(modelListQuery(toModelListQuery(search)))
  const commitSearch = useCallback(
    (text: string) =>
      update(
        (current) => ({
          filters: { ...current.filters, name__icontains: text.trim() === '' ? undefined : text },
          offset: 0,
        }),
        { replace: true },
      ),
    [update],
  )

  return (
    <section className="models-page">
      <DocumentTitle title="Models" />
      <h1>Models</h1>
      <p className="models-lead">
        The models of your organisations. Open one for its files and details.
      </p>
      <div className="models-toolbar">
        <ModelSearchField value={search.filters.name__icontains ?? ''} onCommit={commitSearch} />
        <OrderingSelect
          label="Order by"
          value={search.ordering}
          onChange={(ordering) => update({ ordering, offset: 0 })}
        />
        <PageSizeSelect
          label="Rows per page"
          value={search.limit}
          sizes={pageSizes}
          onChange={(limit) => update({ limit, offset: 0 })}
        />
      </div>
      <MoreFilters filters={search.filters} onApply={(filters) => update({ filters, offset: 0 })} />
      <ExclusionFieldset
        state={exclusionStateOf(search.filters)}
        onToggle={(param, lifted) =>
          update({ filters: withExclusion(search.filters, param, lifted), offset: 0 })
        }
      />
      <ModelListResults
        result={result}
        search={search}
        onOffset={(offset) => update({ offset })}
        onClear={() => update({ filters: {}, offset: 0 })}
      />
    </section>
  )
}
