import { QueryClient } from '@tanstack/react-query'
import { createApiClient } from '@/api/client'
import { setSessionClient } from '@/api/session-client'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { TEST_API_BASE } from '@/mocks/node'

/** A fresh cache whose session is the modeller's (or `token`'s) on the test API. */
export function createTestQueryClient(token: string = DEMO_TOKENS.modeller): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  setSessionClient(queryClient, createApiClient({ baseUrl: TEST_API_BASE, token, retry: false }))
  return queryClient
}
