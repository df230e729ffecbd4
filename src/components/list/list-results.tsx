import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ReadList } from '@/api/common'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { LoadingState } from '@/components/loading-state'
import { Pagination } from '@/components/pagination'
import { QueryStates } from '@/components/query-states'
import { UnreadableRows } from './unreadable-rows'

export type ResultWords = {
  one: string
  many: string
  noMatch?: { title: string; description: string; clear: string }
  errorTitle?: string
}

export function countText(count: number, words: ResultWords, filtered: boolean): string {
  const noun = count === 1 ? words.one : words.many
  if (!filtered) return `${count} ${noun}`
  return `${count} ${noun} ${count === 1 ? 'matches' : 'match'} the filters`
}

type Props<Item> = {
  query: UseQueryResult<ReadList<Item>>
  queryKey?: QueryKey
  words: ResultWords
  filtered: boolean
  onClearFilters: () => void
  emptyWithoutFilters: ReactNode
  limit: number
  offset: number
  onOffsetChange: (offset: number) => void
  children: (items: Item[]) => ReactNode
}

/** A failed refresh keeps the rows; the app's toast reports it. */
export function ListResults<Item>(props: Props<Item>) {
  const { query, queryKey, words } = props
  return (
    <QueryStates
      query={query}
      queryKeys={queryKey ? [queryKey] : undefined}
      loading={`Loading ${words.many}…`}
      errorTitle={words.errorTitle ?? `Could not load the ${words.many}`}
      isEmpty={(page) => page.results.length === 0 && page.unreadable.length === 0}
      empty={query.data ? <NoRows {...props} count={query.data.count} /> : null}
    >
      {(page) => <ResultsPage {...props} page={page} />}
    </QueryStates>
  )
}

function NoRows<Item>({
  words,
  filtered,
  onClearFilters,
  emptyWithoutFilters,
  onOffsetChange,
  count,
}: Props<Item> & { count: number }) {
  if (count > 0) {
    return (
      <EmptyState
        title="This page is past the end of the list"
        description={`There are ${count} ${words.many} in all.`}
        action={<Button onClick={() => onOffsetChange(0)}>Go to the first page</Button>}
      />
    )
  }
  if (!filtered) return emptyWithoutFilters
  const noMatch = words.noMatch ?? {
    title: `No ${words.many} match these filters`,
    description: 'Remove a filter or clear them all to see more.',
    clear: 'Clear all filters',
  }
  return (
    <EmptyState
      title={noMatch.title}
      description={noMatch.description}
      action={<Button onClick={onClearFilters}>{noMatch.clear}</Button>}
    />
  )
}

function ResultsPage<Item>({
  query,
  queryKey,
  words,
  filtered,
  limit,
  offset,
  onOffsetChange,
  children,
  page,
}: Props<Item> & { page: ReadList<Item> }) {
  return (
    <div className="list-results" aria-busy={query.isPlaceholderData || undefined}>
      {query.isPlaceholderData ? (
        // The rows on screen are the last page's: a long wait is counted and can be stopped.
        <LoadingState
          inline
          label={`Updating the ${words.many}…`}
          queryKeys={queryKey ? [queryKey] : undefined}
        />
      ) : (
        <p className="list-page__count" aria-live="polite">
          {countText(page.count, words, filtered)}
        </p>
      )}
      {children(page.results)}
      <UnreadableRows rows={page.unreadable} offset={offset} />
      <Pagination
        count={page.count}
        limit={limit}
        offset={offset}
        onChange={onOffsetChange}
        label={`${words.many} pages`}
      />
    </div>
  )
}
