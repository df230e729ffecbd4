import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { configureApi } from '@/api/client'
import type { RuntimeConfig } from '@/config/runtime-config'
import { RuntimeConfigContext } from '@/config/runtime-config-context'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createTestBackend, TEST_API_BASE } from '@/mocks/node'
import { ModelMapPage } from './model-map-page'

/** One seeded mock behind msw/node per file. jsdom has no WebGL: the page shows it has no map. */
export function setupMapBackend() {
  const testBackend = createTestBackend()
  beforeAll(() => {
    configure({ asyncUtilTimeout: 5000 })
    configureApi({ baseUrl: TEST_API_BASE, getToken: () => DEMO_TOKENS.modeller, retry: false })
    testBackend.server.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(() => {
    // jsdom implements neither a canvas context nor scrolling; both are the browser's job.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    Element.prototype.scrollIntoView = vi.fn()
  })
  afterEach(() => testBackend.server.resetHandlers())
  afterAll(() => testBackend.server.close())

  const modelNamed = (name: string) => {
    const model = testBackend.backend.world.models.find((candidate) => candidate.name === name)
    if (!model) throw new Error(`The mock has no model named ${name}`)
    return model
  }
  return { ...testBackend, modelNamed }
}

const config: RuntimeConfig = { mode: 'demo', apiBaseUrl: TEST_API_BASE, basemapUrl: null }

export function renderMapRoute(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path: '/models/:modelId/map', element: <ModelMapPage /> }], {
    initialEntries: [path],
  })
  render(
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </RuntimeConfigContext>,
  )
  const search = () => new URLSearchParams(router.state.location.search)
  return { router, queryClient, user: userEvent.setup(), search }
}
