import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState } from './error-state'
import { LoadingState } from './loading-state'

export type QueryState<T> = {
  data: T | undefined
  error: Error | null
  isPending: boolean
  refetch: () => unknown
}

type Props<T> = {
  query: QueryState<T>
  queryKeys?: readonly QueryKey[]
  loading: string
  errorTitle: string
  errorAction?: ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/** A failed refresh keeps the data on screen: the app's toast reports it. */
export function QueryStates<T>({ query, queryKeys, isEmpty, empty, children, ...words }: Props<T>) {
  const { data, error } = query
  if (data === undefined) {
    if (query.isPending || !error)
      return <LoadingState label={words.loading} queryKeys={queryKeys} />
    return (
      <ErrorState
        title={words.errorTitle}
        message={error.message}
        error={error}
        onRetry={() => void query.refetch()}
        secondaryAction={words.errorAction}
      />
    )
  }
  if (isEmpty?.(data)) return empty
  return children(data)
}

type States<Ts extends readonly unknown[]> = { [K in keyof Ts]: QueryState<Ts[K]> }

/** Several queries as one: loaded when all are, failed when one is; Try again refetches those. */
export function allOf<Ts extends readonly unknown[]>(...queries: States<Ts>): QueryState<Ts> {
  const list: readonly QueryState<unknown>[] = queries
  const missing = list.filter((query) => query.data === undefined)
  const failed = missing.filter((query) => query.error !== null)
  return {
    data: missing.length === 0 ? (list.map((query) => query.data) as unknown as Ts) : undefined,
    error: failed[0]?.error ?? null,
    isPending: failed.length === 0 && missing.some((query) => query.isPending),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  }
}

/** Matches the error `allOf` reports, so a page says which data is missing. */
export function failedTitle(titled: readonly (readonly [QueryState<unknown>, string])[]): string {
  const failed = titled.find(([query]) => query.data === undefined && query.error !== null)
  return failed?.[1] ?? ''
}
