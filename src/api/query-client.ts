import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from './errors'

export type QueryClientOptions = {
  /** A refetch failed while data is on screen: the page keeps its data, so say it elsewhere. */
  onBackgroundError?: (error: Error) => void
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data === undefined) return
        if (isApiError(error) && error.kind === 'aborted') return
        options.onBackgroundError?.(error)
      },
    }),
    defaultOptions: {
      // The API client retries GETs itself (docs/records/0001-client-side-retries.md).
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}
