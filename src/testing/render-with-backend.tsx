import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, useLocation } from 'react-router'
import { DomRouterProvider } from '@/lib/dom-router-provider'
import { AppProviders } from '@/app/providers'
import type { RuntimeConfig } from '@/config/runtime-config'
import { createApiClient } from '@/api/client'
import { setSessionClient } from '@/api/session-client'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { TEST_API_BASE } from '@/mocks/node'

// Page tests set up their backend and render from one import.
export { setupTestBackend } from './test-backend'

/** A fresh cache whose session is the modeller's (or `token`'s) on the test backend. */
export function createTestQueryClient(token: string = DEMO_TOKENS.modeller): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const api = createApiClient({ baseUrl: TEST_API_BASE, token, retry: false })
  setSessionClient(queryClient, api)
  return queryClient
}

const TEST_CONFIG: RuntimeConfig = { mode: 'demo', apiBaseUrl: TEST_API_BASE, basemapUrl: null }

function Elsewhere() {
  const location = useLocation()
  return <p>Another page: {location.pathname}</p>
}

/**
 * Renders the pages (route pattern → page) at `path` with the app's providers and a fresh query
 * cache; any other address shows a placeholder, so a test can see where a link or a redirect went.
 */
export function renderRoutes(pages: Record<string, ReactElement>, path: string) {
  const queryClient = createTestQueryClient()
  const routes = Object.entries(pages).map(([pattern, element]) => ({ path: pattern, element }))
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [path],
  })
  const user = userEvent.setup()
  render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      <DomRouterProvider router={router} />
    </AppProviders>,
  )
  const search = () => new URLSearchParams(router.state.location.search)
  return { router, queryClient, user, search }
}
