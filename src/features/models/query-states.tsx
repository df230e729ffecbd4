import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'

/** Loading, error with retry, empty and success of one artefact, so one failure stays in its section. */
export function QueryStates<T>({
  result,
  queryKey,
  what,
  isEmpty,
  emptyTitle,
  emptyDescription,
  children,
}: {
  result: UseQueryResult<T>
  /** The query's key, so a long wait can be cancelled or tried again. */
  queryKey?: QueryKey
  /** Lower-case plural, e.g. "rasters". */
  what: string
  isEmpty: (data: T) => boolean
  emptyTitle: string
  emptyDescription?: string
  children: (data: T) => ReactNode
}) {
  const { data, error, isPending, refetch } = result
  // A failed refresh keeps the data on screen; the app's toast reports it.
  if (data === undefined) {
    if (isPending || !error)
      return (
        <LoadingState label={`Loading ${what}…`} queryKeys={queryKey ? [queryKey] : undefined} />
      )
    return (
      <ErrorState
        title={`The ${what} could not be loaded`}
        message={error.message}
        onRetry={() => void refetch()}
      />
    )
  }
  if (isEmpty(data)) return <EmptyState title={emptyTitle} description={emptyDescription} />
  return <>{children(data)}</>
}
