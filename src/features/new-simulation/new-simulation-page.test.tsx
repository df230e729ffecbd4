import { useQuery } from '@tanstack/react-query'
import { act, cleanup, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useParams } from 'react-router'
import { simulationQuery } from '@/api/simulations/queries'
import { TEST_API_BASE } from '@/mocks/node'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { NewSimulationPage } from './new-simulation-page'

const backend = setupTestBackend({ freshWorldEachTest: true })
/** Where the form leads after creating: the new simulation's name, as its workspace shows it. */
function CreatedSimulation() {
  const simulation = useQuery(simulationQuery(Number(useParams().simulationId)))
  return <h1>{simulation.data?.name}</h1>
}

const creations = () => backend.sentTo(/\/v3\/simulations\/?$/, 'POST')

async function openForm(path: string, options?: Parameters<typeof renderRoutes>[2]) {
  const view = renderRoutes(
    {
      '/simulations/new': <NewSimulationPage />,
      '/simulations/:simulationId': <CreatedSimulation />,
    },
    path,
    options,
  )
  await screen.findByRole('form', { name: 'New simulation' }, { timeout: 5000 })
  return view
}

function modelOptions(): string[] {
  return within(screen.getByLabelText(/^Model/))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
}

describe('the new simulation page', () => {
  it('creates a simulation from the model of ?model= and opens its page', async () => {
    const { user, router } = await openForm('/simulations/new?model=1')
    expect(screen.getByLabelText(/^Model/)).toHaveValue('1')
    expect(screen.getByLabelText(/^Organisation/)).toHaveDisplayValue('Polder Water Board')
    await user.type(screen.getByLabelText(/^Name/), 'Zuidplas quick test')
    await user.type(screen.getByLabelText(/^Tags/), 'demo, T10')
    expect(
      within(screen.getByRole('list', { name: 'Tags to add' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    await user.clear(screen.getByLabelText('Hours (h)'))
    await user.clear(screen.getByLabelText('Minutes (min)'))
    await user.type(screen.getByLabelText('Minutes (min)'), '30')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))

    expect(
      await screen.findByRole('heading', { name: /Zuidplas quick test/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const created = backend.backend.world.simulations.at(-1)
    expect(router.state.location.pathname).toBe(`/simulations/${created?.id}`)
    expect(created).toMatchObject({
      name: 'Zuidplas quick test',
      duration: 1800,
      tags: ['demo', 'T10'],
    })
  })

  it('carries a breach picked on the model map: named above the form, chosen in the new run’s Events, not added for the modeller', async () => {
    const breach = backend.backend.world.potentialBreaches.find((each) => each.hydromodel_id === 1)
    if (!breach) throw new Error('model 1 has potential breaches')
    const { user, router } = await openForm(`/simulations/new?model=1&breach=${breach.id}`)
    expect(
      await screen.findByText(/picked on the map: once the simulation is created/),
    ).toHaveTextContent(breach.display_name || (breach.code ?? ''))
    await user.type(screen.getByLabelText(/^Name/), 'From the map')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByText(/^Another page: /, undefined, { timeout: 5000 })).toBeVisible()
    const created = backend.backend.world.simulations.at(-1)
    expect(router.state.location.pathname).toBe(`/simulations/${created?.id}/events`)
    expect(router.state.location.search).toBe(`?breach=${breach.id}`)
    expect(creations()).toHaveLength(1)
    expect(backend.sentTo(/\/events\/breaches\/?$/, 'POST')).toHaveLength(0)
  })

  it('says a picked breach is not carried over when another model is chosen', async () => {
    const breach = backend.backend.world.potentialBreaches.find((each) => each.hydromodel_id === 1)
    if (!breach) throw new Error('model 1 has potential breaches')
    const { user } = await openForm(`/simulations/new?model=1&breach=${breach.id}`)
    await screen.findByText(/picked on the map: once the simulation is created/)
    const other = backend.modelNamed('Rijnland regional')
    await user.selectOptions(screen.getByLabelText(/^Model/), String(other.id))
    expect(await screen.findByText(/with another model it is not carried over/)).toBeVisible()
  })

  it('shows the form’s own messages and sends nothing while the input is wrong', async () => {
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'x'.repeat(129))
    await user.clear(screen.getByLabelText('Hours (h)'))
    await user.type(screen.getByLabelText('Seconds (s)'), '59')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByText('At most 128 characters')).toBeInTheDocument()
    expect(screen.getByText('At least 60 s')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'End time' }))
    const end = screen.getByRole('textbox', { name: /^End/ })
    await user.clear(end)
    await user.type(end, '11/28/2026, 08:00 AM')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(end).toHaveAccessibleDescription(
      /Write the date and time as 2026-11-28 09:00 \(year-month-day, 24-hour\)/,
    )
    expect(end).toHaveValue('11/28/2026, 08:00 AM')
    await user.clear(end)
    await user.type(end, '2020-01-01 00:00')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^End/ })).toHaveAttribute('aria-invalid', 'true')
    expect(creations()).toHaveLength(0)
  })

  it('says before sending that there are too many tags, keeping what was typed', async () => {
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'Too many tags')
    const typed = Array.from({ length: 51 }, (_, index) => `t${index}`).join(', ')
    await user.click(screen.getByLabelText(/^Tags/))
    await user.paste(typed)
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByText('At most 50 tags; there are 51')).toBeInTheDocument()
    const tags = screen.getByRole('textbox', { name: /^Tags/ })
    expect(tags).toHaveAttribute('aria-invalid', 'true')
    expect(tags).toHaveValue(typed)
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Too many tags')
    expect(creations()).toHaveLength(0)
  })

  it('offers models on inactive versions, labelled, since they can start', async () => {
    const { user } = await openForm('/simulations/new')
    expect(modelOptions()).toContain('Zuidplaspolder 2019 (#6) · inactive versions')
    expect(modelOptions()).toContain('Zuidplaspolder (#1)')
    await user.selectOptions(screen.getByLabelText(/^Model/), '6')
    await user.type(screen.getByLabelText(/^Name/), 'Run on the 2019 model')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    await screen.findByRole('heading', { name: /Run on the 2019 model/ }, { timeout: 5000 })
    expect(backend.backend.world.simulations.at(-1)).toMatchObject({ hydromodel_id: 6 })
  })

  it('says on the Model field why the model of ?model= cannot start, and offers the startable ones', async () => {
    await openForm('/simulations/new?model=4')
    const field = screen.getByLabelText(/^Model/)
    expect(field).toHaveValue('')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(
      /Model “Krimpenerwaard” cannot start a simulation: it is disabled\. Choose a model that can start\./,
    )
    expect(modelOptions()).not.toContain('Krimpenerwaard (#4)')
    expect(modelOptions()).not.toContain('Alblasserwaard (#5)')
    expect(modelOptions()).toContain('Zuidplaspolder (#1)')
  })

  it('sends nothing until a model that can start is chosen, then clears the field’s message', async () => {
    const { user } = await openForm('/simulations/new?model=4')
    await user.type(screen.getByLabelText(/^Name/), 'Run on a disabled model')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    const field = screen.getByLabelText(/^Model/)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/Krimpenerwaard” cannot start a simulation/)
    expect(creations()).toHaveLength(0)

    await user.selectOptions(field, '1')
    expect(field).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    await screen.findByRole('heading', { name: /Run on a disabled model/ }, { timeout: 5000 })
    expect(creations()).toHaveLength(1)
  })

  it('says on the Model field when ?model= names no model at all', async () => {
    await openForm('/simulations/new?model=999')
    const field = screen.getByLabelText(/^Model/)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/There is no model “999” you can use/)
  })

  it('puts the server’s objection on the field when it disagrees with the form', async () => {
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'Run on a model disabled meanwhile')
    const model = backend.backend.world.models.find((candidate) => candidate.id === 1)
    if (model) model.disabled = true
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(
      await screen.findByText('This model is disabled and cannot be started.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Model/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Run on a model disabled meanwhile')
  })

  it('shows non-field errors as one alert and keeps everything typed', async () => {
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/`, () =>
        HttpResponse.json(
          {
            name: ['A simulation with this name already runs.'],
            non_field_errors: ['Your quota is used up.'],
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'Duplicate')
    await user.type(screen.getByLabelText(/^Tags/), 'a, b')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 })
    expect(alert).toHaveTextContent('Your quota is used up.')
    expect(screen.getByText('A simulation with this name already runs.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Duplicate')
    expect(screen.getByRole('textbox', { name: /^Tags/ })).toHaveValue('a, b')
  })
})

describe('a new simulation from a saved state', () => {
  const zuidplasState = (name: string) => {
    const state = backend.backend.world.savedStates.find((candidate) => candidate.name === name)
    if (!state) throw new Error(`no saved state ${name}`)
    return state
  }
  const initialStateOf = (simulationId: number) =>
    backend.backend.world.initialConditions?.find(
      (record) => record.simulation_id === simulationId && record.kind === 'saved_state',
    )

  async function createFrom(path: string) {
    const view = renderRoutes(
      {
        '/simulations/new': <NewSimulationPage />,
        '/simulations/:simulationId/initial-conditions': <CreatedSimulation />,
      },
      path,
    )
    await screen.findByRole('form', { name: 'New simulation' }, { timeout: 5000 })
    await view.user.type(screen.getByLabelText(/^Name/), 'From a saved state')
    return view
  }

  it('shows the saved state, creates the run, adds it as the initial condition and opens that section', async () => {
    const state = zuidplasState('After 12 h of T10 rain')
    const { user, router } = await createFrom(
      `/simulations/new?model=${state.hydromodel_id}&saved_state=${state.id}`,
    )
    expect(screen.getByText(/Starts from the saved state/)).toHaveTextContent(
      /After 12 h of T10 rain \(Timed, expires in \d days?\)/,
    )
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByRole('heading', { name: 'From a saved state' })).toBeInTheDocument()
    const created = backend.backend.world.simulations.at(-1)
    expect(router.state.location.pathname).toBe(`/simulations/${created?.id}/initial-conditions`)
    expect(initialStateOf(created?.id ?? 0)).toMatchObject({ saved_state_id: state.id })
  })

  it('says the run starts without it when another model is chosen', async () => {
    const state = zuidplasState('After 12 h of T10 rain')
    const { user } = await createFrom(
      `/simulations/new?model=${state.hydromodel_id}&saved_state=${state.id}`,
    )
    const other = backend.modelNamed('Rijnland regional')
    await user.selectOptions(screen.getByLabelText(/^Model/), String(other.id))
    expect(screen.getByText(/with another model the simulation starts without it/)).toBeVisible()
  })

  it('keeps the simulation and says so when the saved state cannot be added', async () => {
    const state = zuidplasState('Stable winter level')
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/:id/initial/saved_state/`, () =>
        HttpResponse.json({ saved_state: ['The state is being archived.'] }, { status: 400 }),
      ),
    )
    const { user, router } = await createFrom(
      `/simulations/new?model=${state.hydromodel_id}&saved_state=${state.id}`,
    )
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByRole('heading', { name: 'From a saved state' })).toBeInTheDocument()
    const created = backend.backend.world.simulations.at(-1)
    expect(created?.name).toBe('From a saved state')
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/simulations/${created?.id}/initial-conditions?saved_state=${state.id}`,
    )
  })

  it('warns when the saved state is expired or unknown', async () => {
    const expired = zuidplasState('Spin-up before pump upgrade')
    await createFrom(`/simulations/new?model=${expired.hydromodel_id}&saved_state=${expired.id}`)
    expect(
      screen.getByText(/cannot be used: it does not exist for this model or has expired/),
    ).toBeVisible()
  })
})

describe('one submit, one request', () => {
  it('two clicks in the same task create one simulation', async () => {
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'Clicked twice')
    const create = screen.getByRole('button', { name: 'Create simulation' })
    // As found: both clicks land before React renders the busy button.
    act(() => {
      create.click()
      create.click()
    })
    await screen.findByRole('heading', { name: 'Clicked twice' }, { timeout: 5000 })
    expect(creations()).toHaveLength(1)
    const named = backend.backend.world.simulations.filter((run) => run.name === 'Clicked twice')
    expect(named).toHaveLength(1)
  })
})

describe('a creation the server never answers', () => {
  it('counts the seconds on the button, then fails with the deadline’s message and keeps everything typed', async () => {
    backend.answerNever('post', '/simulations/')
    const { user } = await openForm('/simulations/new?model=1', {
      deadlines: { mutationMs: 6_500 },
    })
    await user.type(screen.getByLabelText(/^Name/), 'Sent into the void')
    await user.type(screen.getByLabelText(/^Tags/), 'a, b')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    // The count shows from 3 s on; on a busy machine a late tick may skip a second, so any count.
    expect(
      await screen.findByRole('button', { name: /^Creating… \(\d+ s\)$/ }, { timeout: 8_000 }),
    ).toHaveAttribute('aria-busy', 'true')

    const alert = await screen.findByRole('alert', undefined, { timeout: 8_000 })
    expect(alert).toHaveTextContent('The simulation was not created:')
    expect(alert).toHaveTextContent('The server did not answer within 6.5 s.')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sent into the void')
    expect(screen.getByRole('textbox', { name: /^Tags/ })).toHaveValue('a, b')
    expect(creations()).toHaveLength(1)

    // The way out: the server is back, the same values are sent again.
    backend.server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    await screen.findByRole('heading', { name: 'Sent into the void' }, { timeout: 5000 })
    expect(creations()).toHaveLength(2)
  }, 25_000)
})

describe('the draft of the new simulation form', () => {
  /** As a reload does: the page goes away and comes back with a fresh query cache. */
  async function reload(path: string) {
    cleanup()
    return openForm(path)
  }

  it('brings back what was typed after a reload, and can start over', async () => {
    const { user } = await openForm('/simulations/new?model=1')
    expect(screen.queryByText(/holds what you typed before/)).toBeNull()
    await user.type(screen.getByLabelText(/^Name/), 'Half typed')
    await user.type(screen.getByLabelText(/^Tags/), 'a, b')
    await user.click(screen.getByRole('radio', { name: 'End time' }))

    const again = await reload('/simulations/new?model=1')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half typed')
    expect(screen.getByRole('textbox', { name: /^Tags/ })).toHaveValue('a, b')
    expect(screen.getByRole('radio', { name: 'End time' })).toBeChecked()
    expect(screen.getByText(/holds what you typed before/)).toBeInTheDocument()

    await again.user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    await reload('/simulations/new?model=1')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
  })

  it('is gone once the simulation was created', async () => {
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'Created from a draft')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    await screen.findByRole('heading', { name: 'Created from a draft' }, { timeout: 5000 })
    await reload('/simulations/new?model=1')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    expect(screen.queryByText(/holds what you typed before/)).toBeNull()
  })

  it('keeps everything typed when the request fails, also across a reload', async () => {
    backend.answerDown('post', '/simulations/', { once: false })
    const { user } = await openForm('/simulations/new?model=1')
    await user.type(screen.getByLabelText(/^Name/), 'Sent while the server was down')
    await user.click(screen.getByRole('button', { name: 'Create simulation' }))
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sent while the server was down')
    await reload('/simulations/new?model=1')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sent while the server was down')
    expect(creations()).toHaveLength(1)
  })
})
