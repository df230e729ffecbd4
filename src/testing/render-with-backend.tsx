import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, useLocation } from 'react-router'
import { DomRouterProvider } from '@/components/dom-router-provider'
import { AppProviders } from '@/app/providers'
import { expectRequestBodiesFollowReference } from '@/contract/request-bodies'
import type { RuntimeConfig } from '@/config/runtime-config'
import type { Deadlines } from '@/api/deadline'
import { TEST_API_BASE } from '@/mocks/node'
import { setupTestBackend as setupBackend } from './test-backend'
import { createTestQueryClient } from './test-query-client'

/** A page test's backend; every body the app sends must also follow the reference (src/contract). */
export function setupTestBackend(...options: Parameters<typeof setupBackend>) {
  const testBackend = setupBackend(...options)
  expectRequestBodiesFollowReference(testBackend.server)
  return testBackend
}
export { createTestQueryClient } from './test-query-client'

const TEST_CONFIG: RuntimeConfig = {
  mode: 'demo',
  apiBaseUrl: TEST_API_BASE,
  basemaps: [],
  deadlines: {},
}

function Elsewhere() {
  const location = useLocation()
  return <p>Another page: {location.pathname}</p>
}

/** Any other address shows a placeholder, so a test can see where a link or a redirect went. */
export function renderRoutes(
  pages: Record<string, ReactElement>,
  path: string,
  options: { deadlines?: Partial<Deadlines> } = {},
) {
  const queryClient = createTestQueryClient(undefined, options.deadlines)
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
