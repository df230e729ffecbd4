import { QueryClient } from '@tanstack/react-query'
import { createApiClient } from '@/api/client'
import type { Deadlines } from '@/api/deadline'
import { setSessionClient } from '@/api/session-client'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { TEST_API_BASE } from '@/mocks/node'

/** `deadlines` shortens the client's, for tests whose backend never answers. */
export function createTestQueryClient(
  token: string = DEMO_TOKENS.modeller,
  deadlines?: Partial<Deadlines>,
): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  setSessionClient(
    queryClient,
    createApiClient({ baseUrl: TEST_API_BASE, token, retry: false, deadlines }),
  )
  return queryClient
}
