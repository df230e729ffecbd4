import { QueryClientContext, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useContext, useSyncExternalStore } from 'react'
import type { ApiClient } from './client'
import type { RetryNow, RetryProgress } from './retry-progress'

// Keyed by QueryClient: a query finds its session's client, and tests never share a session.
const sessionClients = new WeakMap<QueryClient, ApiClient>()

/** Hands the cache the client of the session that begins; queries already running keep theirs. */
export function setSessionClient(queryClient: QueryClient, api: ApiClient): void {
  sessionClients.set(queryClient, api)
}

export function apiOf(queryClient: QueryClient): ApiClient {
  const api = sessionClients.get(queryClient)
  if (api === undefined) throw new Error('No API client for this query cache: no session began.')
  return api
}

export function useApiClient(): ApiClient {
  return apiOf(useQueryClient())
}

const noRetries: RetryProgress = { current: () => null, subscribe: () => () => {} }

export function useRetryNow(): RetryNow | null {
  const queryClient = useContext(QueryClientContext)
  const progress = (queryClient && sessionClients.get(queryClient)?.retryProgress) ?? noRetries
  return useSyncExternalStore(progress.subscribe, progress.current)
}
