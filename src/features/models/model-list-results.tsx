import type { UseQueryResult } from '@tanstack/react-query'
import type { ListEnvelope } from '@/api/common'
import type { Model } from '@/api/models/schema'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { Pagination } from '@/components/pagination'
import type { ModelListSearch } from './model-list-search'
import { ModelsTable } from './models-table'

export function ModelListResults({
  result,
  search,
  onOffset,
  onClear,
}: {
  result: UseQueryResult<ListEnvelope<Model>>
  search: ModelListSearch
  onOffset: (offset: number) => void
  onClear: () => void
}) {
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = result
  // A failed refresh keeps the rows on screen; the app's toast reports it.
  if (data === undefined) {
    if (isPending || !error) return <LoadingState label="Loading models…" />
    return (
      <ErrorState
        title="The models could not be loaded"
        message={error.message}
        onRetry={() => void refetch()}
      />
    )
  }
  if (data.count === 0) {
    return (
      <EmptyState
        title="No models match"
        description="Nothing matches this search, these filters and toggles. Clear them to see every usable model."
        action={<Button onClick={onClear}>Clear search and filters</Button>}
      />
    )
  }
  if (data.results.length === 0) {
    return (
      <EmptyState
        title="This page is past the end of the list"
        description={`There are ${data.count} models in all.`}
        action={<Button onClick={() => onOffset(0)}>Go to the first page</Button>}
      />
    )
  }
  return (
    <div className="models-results" aria-busy={isFetching || undefined}>
      {isPlaceholderData ? (
        <p className="muted" role="status">
          Updating…
        </p>
      ) : null}
      <ModelsTable models={data.results} ordering={search.ordering} />
      <Pagination
        count={data.count}
        limit={search.limit}
        offset={search.offset}
        onChange={onOffset}
        label="Model pages"
      />
    </div>
  )
}
