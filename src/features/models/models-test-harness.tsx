import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { configureApi } from '@/api/client'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createTestBackend, TEST_API_BASE } from '@/mocks/node'
import { ModelPage } from './model-page'
import { ModelsPage } from './models-page'

/** One seeded mock backend per test file, behind msw/node; every request must be one it knows. */
export function setupModelsBackend() {
  vi.setConfig({ testTimeout: 20_000 })
  const testBackend = createTestBackend()
  const requests: URL[] = []
  testBackend.server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url))
  })
  beforeAll(() => {
    // The mock builds real files (20,000-cell GeoJSON); give a busy machine time before failing.
    configure({ asyncUtilTimeout: 5000 })
    configureApi({ baseUrl: TEST_API_BASE, getToken: () => DEMO_TOKENS.modeller, retry: false })
    testBackend.server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    testBackend.server.resetHandlers()
    requests.length = 0
  })
  afterAll(() => testBackend.server.close())

  const modelNamed = (name: string) => {
    const model = testBackend.backend.world.models.find((candidate) => candidate.name === name)
    if (!model) throw new Error(`The mock has no model named ${name}`)
    return model
  }
  /** The model list requests the page sent, newest last. */
  const listRequests = () => requests.filter((url) => /\/v3\/hydromodels\/?$/.test(url.pathname))
  return { ...testBackend, requests, listRequests, modelNamed }
}

export function renderModelsRoute(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/models', element: <ModelsPage /> },
      { path: '/models/:modelId', element: <ModelPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  )
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const search = () => new URLSearchParams(router.state.location.search)
  return { router, queryClient, user, search }
}
