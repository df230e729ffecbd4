import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { TEST_API_BASE } from '@/mocks/node'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { OverviewPage } from './overview-page'
import { overviewSection } from './overview-section'
import { PollingPace } from './polling-pace'
import { SimulationWorkspace } from './simulation-workspace'

const backend = setupTestBackend({ freshWorldEachTest: true })
/** Polls 50 times faster than the app (1 s → 20 ms, 10 s → 200 ms): runs move on the mock's clock. */
const TEST_PACE = 0.02
/** A section as a later issue plugs one in: it owns two kinds of the events overview. */
const eventsSection: SimulationSection = {
  path: 'events',
  label: 'Events',
  overviewKeys: ['breach', 'filerasterrain'],
  lazy: () => Promise.reject(new Error('rendered directly below')),
}
const renderSimulationPage = (path: string) =>
  renderRoutes(
    {
      '/simulations/:simulationId/*': (
        <PollingPace value={TEST_PACE}>
          <Routes>
            <Route element={<SimulationWorkspace sections={[overviewSection, eventsSection]} />}>
              <Route index element={<OverviewPage />} />
              <Route path="events" element={<p>The events section</p>} />
            </Route>
          </Routes>
        </PollingPace>
      ),
    },
    path,
  )

/** The newest run of the modeller on Zuidplaspolder (#1, never crashes) in that status now. */
function modellerRunIn(status: string) {
  const { world } = backend.backend
  const latest = new Map(world.simulationStatuses.map((entry) => [entry.simulation_id, entry]))
  const found = world.simulations.findLast(
    (sim) =>
      sim.user === 'modeller' && sim.hydromodel_id === 1 && latest.get(sim.id)?.name === status,
  )
  if (!found) throw new Error(`The seed has no run of the modeller on model 1 that is ${status}`)
  return found
}

function outsiderRun() {
  const found = backend.backend.world.simulations.find((sim) => sim.user === 'outsider')
  if (!found) throw new Error('The seed has no run of the outsider')
  return found
}

/** Acts as another client would, e.g. a colleague in a second tab. */
function actOutsideThePage(id: number, name: string) {
  return backend.backend.handleApi(
    new Request(`${TEST_API_BASE}/simulations/${id}/actions/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO_TOKENS.modeller}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name }),
    }),
  )
}

function actionButtons(): string[] {
  const group = screen.queryByRole('group', { name: 'Simulation actions' })
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent ?? '')
    : []
}

function timelineEntries(): string[] {
  const timeline = screen.getByRole('list', { name: 'Status history' })
  return within(timeline)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.badge')?.textContent ?? '')
}

async function openRunIn(status: 'created' | 'finished') {
  const simulation = modellerRunIn(status)
  const view = renderSimulationPage(`/simulations/${simulation.id}`)
  await screen.findByRole('heading', { level: 1, name: new RegExp(simulation.name) })
  return { ...view, simulation }
}

describe('the simulation workspace', () => {
  it('shows the header, the configuration and the history of a finished run, without actions', async () => {
    const { simulation } = await openRunIn('finished')
    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Zuidplaspolder' })).toHaveAttribute(
      'href',
      '/models/1',
    )
    expect(within(header).getByText('Polder Water Board')).toBeInTheDocument()
    expect(within(header).getByText('modeller')).toBeInTheDocument()
    expect(within(header).getAllByText(/UTC$/).length).toBeGreaterThanOrEqual(3)
    for (const tag of simulation.tags) {
      expect(within(header).getByRole('list', { name: 'Tags' })).toHaveTextContent(tag)
    }
    expect(within(header).getByText('finished')).toBeInTheDocument()
    expect(await screen.findByText(/^100 % · simulated/)).toBeInTheDocument()
    expect(screen.getByText('No actions fit a simulation that is finished.')).toBeInTheDocument()
    expect(await screen.findByText("None: the model's defaults apply.")).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Status history' })
    expect(timelineEntries()[0]).toBe('created')
    expect(timelineEntries().at(-1)).toBe('finished')
  })

  it('offers start, initialize and queue on a created run', async () => {
    await openRunIn('created')
    expect(await screen.findByRole('group', { name: 'Simulation actions' })).toBeInTheDocument()
    expect(actionButtons()).toEqual(['Start', 'Initialize', 'Queue'])
    expect(screen.getByRole('button', { name: 'Initialize' })).toHaveAccessibleDescription(
      'Initialize prepares the run and holds it paused at its start; Resume then runs it.',
    )
    expect(screen.getByRole('button', { name: 'Queue' })).toHaveAccessibleDescription(
      /^Queue puts the run in line: it starts when one of your organisation’s sessions is free\.$/,
    )
  })

  it('starts a run and follows it to finished, the timeline showing every transition', async () => {
    const { user, simulation } = await openRunIn('created')
    await user.click(await screen.findByRole('button', { name: 'Start' }))
    expect(await screen.findByRole('button', { name: 'Shut down' })).toBeInTheDocument()
    expect(actionButtons()).not.toContain('Start')

    const speed = backend.backend.world.simulationSettings.simulatedSecondsPerSecond
    backend.tick(simulation.duration / speed + 60)
    const header = screen.getByRole('banner')
    expect(await within(header).findByText('finished')).toBeInTheDocument()
    await screen.findByText(/^100 % · simulated/)
    await within(screen.getByRole('list', { name: 'Status history' })).findByText('finished')
    expect(timelineEntries()).toEqual([
      'created',
      'starting',
      'running',
      'ended',
      'postprocessing',
      'finished',
    ])
  })

  it('sends one action for two clicks in the same task', async () => {
    const { simulation } = await openRunIn('created')
    const start = await screen.findByRole('button', { name: 'Start' })
    act(() => {
      start.click()
      start.click()
    })
    expect(await screen.findByRole('button', { name: 'Shut down' })).toBeInTheDocument()
    const sent = backend.sentTo(new RegExp(`/simulations/${simulation.id}/actions/$`), 'POST')
    expect(sent).toHaveLength(1)
  })

  it('initializes to paused, then offers resume', async () => {
    const { user } = await openRunIn('created')
    await user.click(await screen.findByRole('button', { name: 'Initialize' }))
    backend.tick(60)
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument()
    expect(actionButtons()).toEqual(['Resume', 'Shut down'])
  })

  it('shows the server’s refusal and the refreshed status when the run moved on elsewhere', async () => {
    const { user, simulation } = await openRunIn('created')
    await screen.findByRole('button', { name: 'Queue' })
    await actOutsideThePage(simulation.id, 'start')
    await user.click(screen.getByRole('button', { name: 'Queue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot queue a simulation that is starting.',
    )
    expect(await screen.findByRole('button', { name: 'Shut down' })).toBeInTheDocument()
  })

  it('asks before shutting down, and shuts down once confirmed', async () => {
    const { user } = await openRunIn('created')
    await user.click(await screen.findByRole('button', { name: 'Start' }))
    await user.click(await screen.findByRole('button', { name: 'Shut down' }))
    const dialog = screen.getByRole('dialog', { name: 'Shut down this simulation?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(backend.sentTo(/\/actions\/?$/, 'POST')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Shut down' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Shut down' }))
    backend.tick(60)
    const timeline = await screen.findByRole('list', { name: 'Status history' })
    expect(await within(timeline).findByText('Shut down by user')).toBeInTheDocument()
  })

  it('says a simulation of another organisation is not found', async () => {
    const other = outsiderRun()
    renderSimulationPage(`/simulations/${other.id}`)
    expect(await screen.findByText('Simulation not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to simulations' })).toBeInTheDocument()
  })

  it('navigates between sections, the header and run controls staying in place', async () => {
    const { user, simulation, router } = await openRunIn('created')
    const sections = screen.getByRole('navigation', { name: 'Simulation sections' })
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(within(sections).getByRole('link', { name: /^Events/ }))
    expect(await screen.findByText('The events section')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/simulations/${simulation.id}/events`)
    expect(screen.queryByRole('list', { name: 'Status history' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(simulation.name)
    expect(screen.getByRole('group', { name: 'Simulation actions' })).toBeInTheDocument()
  })

  it('shows per section how much is configured and what needs attention', async () => {
    backend.server.use(
      http.get('*/v3/simulations/:id/events/', () =>
        HttpResponse.json({
          breach: [{ id: 1 }, { id: 2 }],
          filerasterrain: [{ id: 3, file: { filename: 'rain.nc', state: 'uploaded' } }],
          initial_savedstate: null,
        }),
      ),
    )
    await openRunIn('created')
    const sections = screen.getByRole('navigation', { name: 'Simulation sections' })
    expect(
      await within(sections).findByRole('link', { name: 'Events 3 configured, 1 needs attention' }),
    ).toBeInTheDocument()
    expect(within(sections).getByRole('link', { name: 'Overview' })).toBeInTheDocument()
  })

  it('names each event once in the overview, counting only kinds it cannot describe', async () => {
    backend.server.use(
      http.get('*/v3/simulations/:id/events/', () =>
        HttpResponse.json({
          breach: [
            {
              id: 4,
              url: '/b/4/',
              potential_breach: null,
              offset: 600,
              duration_till_max_depth: 3000,
              initial_width: 40,
            },
          ],
          laterals: [{ id: 5 }],
          initial_savedstate: null,
        }),
      ),
    )
    await openRunIn('created')
    const facts = await screen.findByRole('list', { name: 'What the events do' })
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Breach: 40 m wide, deepest at 1 h', 'Laterals: 1 configured'])
    expect(screen.queryByText(/^Breaches: \d/)).toBeNull()
  })

  it('refuses to start while a record needs attention, saying why and where', async () => {
    backend.server.use(
      http.get('*/v3/simulations/:id/events/', () =>
        HttpResponse.json({
          initial_twodwaterraster: { id: 1, url: 'x', aggregation_method: 'max' },
          filerasterrain: [{ id: 3, file: { filename: 'rain.nc', state: 'error' } }],
        }),
      ),
    )
    await openRunIn('created')
    const run = screen.getByRole('region', { name: 'Run' })
    expect(
      await within(run).findByText('Configured: 2D water level (raster), Rain (NetCDF raster).'),
    ).toBeInTheDocument()
    expect(within(run).getByText(/Events: 1 item needs attention/)).toBeInTheDocument()
    expect(within(run).getByRole('link', { name: 'Go to Events' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/simulations\/\d+\/events$/),
    )
    for (const name of ['Start', 'Initialize', 'Queue']) {
      const button = within(run).getByRole('button', { name })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(/The run cannot start yet/)
    }
  })

  it('says what is configured before the start, or that the defaults apply', async () => {
    await openRunIn('created')
    const run = screen.getByRole('region', { name: 'Run' })
    expect(
      await within(run).findByText('Configured: nothing yet, the model’s defaults apply.'),
    ).toBeInTheDocument()
    expect(within(run).getByRole('button', { name: 'Start' })).toBeEnabled()
  })
})
