import { QueryClient } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, useLocation } from 'react-router'
import { DomRouterProvider } from '@/lib/dom-router-provider'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { configureApi } from '@/api/client'
import { AppProviders } from '@/app/providers'
import { expectRequestBodiesFollowReference } from '@/contract/request-bodies'
import type { RuntimeConfig } from '@/config/runtime-config'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createTestBackend, TEST_API_BASE } from '@/mocks/node'

type TestBackendOptions = {
  /** Reseed the world after each test, for files whose tests change it (runs, new simulations). */
  freshWorldEachTest?: boolean
  /** The token the API client sends; `null` leaves the client to the test (the app shell signs in). */
  token?: string | null
}

/**
 * One seeded mock backend per test file behind msw/node; every request must be one it knows.
 * Its clock runs with the real one plus an offset, so a test can jump the backend forward while
 * the page's polling stays quick.
 */
export function setupTestBackend(options: TestBackendOptions = {}) {
  const { freshWorldEachTest = false, token = DEMO_TOKENS.modeller } = options
  // The mock builds real files (20,000-cell GeoJSON); give a busy machine time before failing.
  vi.setConfig({ testTimeout: 20_000 })
  let offsetMs = 0
  const testBackend = createTestBackend({ now: () => new Date(Date.now() + offsetMs) })
  expectRequestBodiesFollowReference(testBackend.server)
  const requests: { method: string; url: URL }[] = []
  testBackend.server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url) })
  })
  beforeAll(() => {
    configure({ asyncUtilTimeout: 5000 })
    if (token !== null) {
      configureApi({ baseUrl: TEST_API_BASE, getToken: () => token, retry: false })
    }
    testBackend.server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    testBackend.server.resetHandlers()
    if (freshWorldEachTest) testBackend.backend.reset()
    requests.length = 0
    offsetMs = 0
  })
  afterAll(() => testBackend.server.close())

  return {
    ...testBackend,
    /** The URLs of this test's requests to a path (a regex on the pathname), oldest first. */
    sentTo: (path: RegExp, method = 'GET') =>
      requests
        .filter((request) => request.method === method && path.test(request.url.pathname))
        .map((request) => request.url),
    /** Forgets the requests sent so far in this test. */
    forgetRequests: () => {
      requests.length = 0
    },
    advanceClock: (ms: number) => {
      offsetMs += ms
    },
    modelNamed: (name: string) => {
      const model = testBackend.backend.world.models.find((candidate) => candidate.name === name)
      if (!model) throw new Error(`The mock has no model named ${name}`)
      return model
    },
  }
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
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
