import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { configureApi } from '@/api/client'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createTestBackend, TEST_API_BASE } from '@/mocks/node'
import { NewSimulationPage } from './new-simulation-page'
import { SimulationPage } from './simulation-page'
import { SimulationsPage } from './simulations-page'
import { StatusesPage } from './statuses-page'

/**
 * One seeded mock backend per test file behind msw/node. Its clock runs with the real one
 * plus an offset, so a test can jump a run forward while the page's polling stays quick.
 */
export function setupSimulationsBackend() {
  let offsetMs = 0
  const testBackend = createTestBackend({ now: () => new Date(Date.now() + offsetMs) })
  const requests: Request[] = []
  testBackend.server.events.on('request:start', ({ request }) => {
    requests.push(request.clone())
  })
  beforeAll(() => {
    // jsdom has <dialog> but not its modal methods; these stand in for the browser's.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open')
    }
    configureApi({ baseUrl: TEST_API_BASE, getToken: () => DEMO_TOKENS.modeller, retry: false })
    testBackend.server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    testBackend.server.resetHandlers()
    testBackend.backend.reset()
    requests.length = 0
    offsetMs = 0
  })
  afterAll(() => testBackend.server.close())

  /** The URLs of the requests sent to one API path (a regex on the pathname), oldest first. */
  const sentTo = (path: RegExp, method = 'GET') =>
    requests
      .filter((request) => request.method === method && path.test(new URL(request.url).pathname))
      .map((request) => new URL(request.url))
  /** The newest run of the modeller on Zuidplaspolder (#1, never crashes) in that status now. */
  const modellerRunIn = (status: string) => {
    const { world } = testBackend.backend
    const latest = new Map(world.simulationStatuses.map((entry) => [entry.simulation_id, entry]))
    const found = world.simulations.findLast(
      (sim) =>
        sim.user === 'modeller' && sim.hydromodel_id === 1 && latest.get(sim.id)?.name === status,
    )
    if (!found) throw new Error(`The seed has no run of the modeller on model 1 that is ${status}`)
    return found
  }
  const outsiderRun = () => {
    const found = testBackend.backend.world.simulations.find((sim) => sim.user === 'outsider')
    if (!found) throw new Error('The seed has no run of the outsider')
    return found
  }
  const advanceClock = (ms: number) => {
    offsetMs += ms
  }
  /** Acts as another client would, e.g. a colleague in a second tab. */
  const actOutsideThePage = (id: number, name: string) =>
    testBackend.backend.handleApi(
      new Request(`${TEST_API_BASE}/simulations/${id}/actions/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${DEMO_TOKENS.modeller}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name }),
      }),
    )
  return {
    ...testBackend,
    requests,
    sentTo,
    modellerRunIn,
    outsiderRun,
    advanceClock,
    actOutsideThePage,
  }
}

function Elsewhere() {
  const location = useLocation()
  return <p>Another page: {location.pathname}</p>
}

export function renderSimulationsRoute(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/simulations', element: <SimulationsPage /> },
      { path: '/simulations/new', element: <NewSimulationPage /> },
      { path: '/simulations/:simulationId', element: <SimulationPage /> },
      { path: '/statuses', element: <StatusesPage /> },
      { path: '*', element: <Elsewhere /> },
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
