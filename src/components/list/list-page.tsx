import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ReadList } from '@/api/common'
import { DocumentTitle } from '@/components/document-title'
import { activeFilterCount } from '@/api/list-search'
import type { DefinedList } from '@/api/list-definitions'
import type { ListControls } from '@/components/list/use-list-search'
import { FilterBar } from './filter-bar'
import { FilterChips } from './filter-chips'
import { filterChips, type FilterLayout } from '@/api/filter-fields'
import { ListResults, type ResultWords } from './list-results'
import { ListToolbar, type ToolbarWords } from './list-toolbar'
import './list.css'

export function ListPage<Ordering extends string, Item>({
  title,
  headerAction,
  intro,
  definition,
  list,
  filters,
  extraFilters,
  toolbarWords,
  query,
  queryKey,
  words,
  emptyWithoutFilters,
  children,
}: {
  title: string
  headerAction?: ReactNode
  intro?: ReactNode
  definition: DefinedList<Ordering>
  list: ListControls<Ordering>
  filters: FilterLayout
  extraFilters?: ReactNode
  toolbarWords: ToolbarWords<Ordering>
  query: UseQueryResult<ReadList<Item>>
  queryKey: QueryKey
  words: ResultWords
  emptyWithoutFilters: ReactNode
  children: (items: Item[]) => ReactNode
}) {
  const { search } = list
  return (
    <section className="list-page data-page">
      <DocumentTitle title={title} />
      <header className="list-page__header">
        <h1>{title}</h1>
        {headerAction}
      </header>
      {intro}
      <FilterBar
        layout={filters}
        specs={definition.spec.params}
        filters={search.filters}
        onChange={list.setFilters}
      />
      {extraFilters}
      <FilterChips
        chips={filterChips(filters, search.filters)}
        onRemove={list.removeFilters}
        onClear={list.clearFilters}
      />
      <ListToolbar
        list={list}
        orderings={definition.spec.orderings}
        pageSizes={definition.spec.pageSizes}
        words={toolbarWords}
      />
      <ListResults
        query={query}
        queryKey={queryKey}
        words={words}
        filtered={activeFilterCount(search.filters) > 0}
        onClearFilters={list.clearFilters}
        emptyWithoutFilters={emptyWithoutFilters}
        limit={search.limit}
        offset={search.offset}
        onOffsetChange={list.setOffset}
      >
        {children}
      </ListResults>
    </section>
  )
}
