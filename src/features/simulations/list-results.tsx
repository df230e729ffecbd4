import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ListEnvelope } from '@/api/common'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { Pagination } from '@/components/pagination'

export type Nouns = { one: string; many: string }

export function countText(count: number, nouns: Nouns, filtered: boolean): string {
  const noun = count === 1 ? nouns.one : nouns.many
  if (!filtered) return `${count} ${noun}`
  return `${count} ${noun} ${count === 1 ? 'matches' : 'match'} the filters`
}

/** Every state of a filtered list page: loading, error with retry, empty, the page and its count. */
export function ListResults<Item>({
  query,
  nouns,
  filtered,
  onClearFilters,
  emptyWithoutFilters,
  limit,
  offset,
  onOffsetChange,
  children,
}: {
  query: UseQueryResult<ListEnvelope<Item>>
  nouns: Nouns
  filtered: boolean
  onClearFilters: () => void
  emptyWithoutFilters: ReactNode
  limit: number
  offset: number
  onOffsetChange: (offset: number) => void
  children: (items: Item[]) => ReactNode
}) {
  if (query.isPending) return <LoadingState label={`Loading ${nouns.many}…`} />
  if (query.isError) {
    return (
      <ErrorState
        title={`Could not load the ${nouns.many}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.data.count === 0) {
    return filtered ? (
      <EmptyState
        title={`No ${nouns.many} match these filters`}
        description="Remove a filter or clear them all to see more."
        action={<Button onClick={onClearFilters}>Clear all filters</Button>}
      />
    ) : (
      emptyWithoutFilters
    )
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <p className="list-page__count" aria-live="polite">
        {query.isPlaceholderData
          ? `Updating the ${nouns.many}…`
          : countText(query.data.count, nouns, filtered)}
      </p>
      {children(query.data.results)}
      <Pagination
        count={query.data.count}
        limit={limit}
        offset={offset}
        onChange={onOffsetChange}
        label={`${nouns.many} pages`}
      />
    </div>
  )
}
