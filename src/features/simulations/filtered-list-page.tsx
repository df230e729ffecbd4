import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { FilterDefinition } from '@/api/filters'
import type { ListEnvelope } from '@/api/common'
import { DocumentTitle } from '@/components/document-title'
import { FilterChipList } from './filter-chip-list'
import { filterChips, type ChipSpec } from './filter-chips'
import { ListResults, type Nouns } from './list-results'
import { ListToolbar } from './list-toolbar'
import { activeFilterCount, type ListUrlConfig } from './list-url-state'
import type { ListUrlControls } from './use-list-url-state'
import './simulations.css'

/**
 * A list page whose filters, ordering and page live in the URL: its heading, filter bar and
 * chips, ordering and page size, and every state of its results.
 */
export function FilteredListPage<D extends FilterDefinition, O extends string, Item>({
  title,
  headerAction,
  intro,
  config,
  list,
  filterBar,
  chipSpecs,
  orderingLabels,
  query,
  nouns,
  emptyWithoutFilters,
  children,
}: {
  title: string
  headerAction?: ReactNode
  intro?: ReactNode
  config: ListUrlConfig<D, O>
  list: ListUrlControls<D, O>
  filterBar: ReactNode
  chipSpecs: Readonly<Record<string, ChipSpec>>
  orderingLabels: Record<O, string>
  query: UseQueryResult<ListEnvelope<Item>>
  nouns: Nouns
  emptyWithoutFilters: ReactNode
  children: (items: Item[]) => ReactNode
}) {
  const { state } = list
  return (
    <section className="list-page">
      <DocumentTitle title={title} />
      <header className="list-page__header">
        <h1>{title}</h1>
        {headerAction}
      </header>
      {intro}
      {filterBar}
      <FilterChipList
        chips={filterChips(chipSpecs, state.filters)}
        onRemove={list.removeFilter}
        onClear={list.clearFilters}
      />
      <ListToolbar
        ordering={state.ordering}
        orderings={config.orderings}
        orderingLabels={orderingLabels}
        onOrderingChange={list.setOrdering}
        limit={state.limit}
        pageSizes={config.pageSizes}
        onLimitChange={list.setLimit}
      />
      <ListResults
        query={query}
        nouns={nouns}
        filtered={activeFilterCount(state.filters) > 0}
        onClearFilters={list.clearFilters}
        emptyWithoutFilters={emptyWithoutFilters}
        limit={state.limit}
        offset={state.offset}
        onOffsetChange={list.setOffset}
      >
        {children}
      </ListResults>
    </section>
  )
}
