import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isExpired } from '@/mocks/seed/models/saved-state-records'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { InitialConditionsPage } from './initial-conditions-page'
import { createRun as createRunWith } from '@/testing/new-run'

const backend = setupTestBackend({ freshWorldEachTest: true })

async function createRun(modelName = 'Zuidplaspolder') {
  return createRunWith(backend.api, {
    name: 'Initial conditions page',
    hydromodel: String(backend.modelNamed(modelName).id),
  })
}

const openSection = (id: number, search = '') =>
  renderSection(id, 'initial-conditions', <InitialConditionsPage />, search)

const panel = (name: string) => screen.getByRole('region', { name })
const liveStates = (modelId: number) =>
  backend.backend.world.savedStates.filter(
    (state) => state.hydromodel_id === modelId && !isExpired(state, backend.now()),
  )

describe('the initial conditions section', () => {
  it('lists the model’s live saved states with kind and expiry, and starts from the chosen one', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const id = await createRun()
    const { user } = openSection(id)
    const choice = await screen.findByRole(
      'group',
      { name: 'Saved states of the model' },
      { timeout: 5000 },
    )
    const options = within(choice).getAllByRole('radio')
    expect(options).toHaveLength(liveStates(model.id).length)
    expect(within(choice).queryByText('Spin-up before pump upgrade')).not.toBeInTheDocument()
    expect(within(choice).getByText(/Timed, taken at 12:00:00 of its run/)).toBeInTheDocument()
    expect(within(choice).getAllByText(/expires in \d days?/).length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Start from this saved state' }))
    expect(await screen.findByText('Choose a saved state')).toBeInTheDocument()
    await user.click(within(choice).getByRole('radio', { name: /After 12 h of T10 rain/ }))
    await user.click(screen.getByRole('button', { name: 'Start from this saved state' }))

    expect(
      await within(panel('Saved state')).findByText('After 12 h of T10 rain'),
    ).toBeInTheDocument()
    expect(
      within(panel('1D water levels (predefined)')).getByText(
        /Not available: the simulation starts from a saved state/,
      ),
    ).toBeInTheDocument()
    expect(within(panel('2D water level (raster)')).getByText(/Not available/)).toBeInTheDocument()
    const events = (await backend.api(`/simulations/${id}/events/`)).body as Record<string, unknown>
    expect(events.initial_savedstate).toMatchObject({
      saved_state: { name: 'After 12 h of T10 rain' },
    })

    await user.click(screen.getByRole('button', { name: 'Remove the saved state' }))
    expect(
      await screen.findByRole('group', { name: 'Saved states of the model' }),
    ).toBeInTheDocument()
  })

  it('adds water levels, and then says a saved state needs them removed first', async () => {
    const id = await createRun()
    const { user } = openSection(id)
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Use the predefined 1D water levels' },
        { timeout: 5000 },
      ),
    )
    expect(
      await within(panel('1D water levels (predefined)')).findByText(/Used:/),
    ).toBeInTheDocument()
    await user.selectOptions(await screen.findByLabelText(/^Aggregation/), 'max')
    await user.click(screen.getByRole('button', { name: 'Add the 2D water level' }))
    const raster = panel('2D water level (raster)')
    expect(await within(raster).findByText(/Maximum: the highest raster level/)).toBeInTheDocument()
    expect(within(raster).getByText('Initial water level')).toBeInTheDocument()
    expect(
      within(panel('Saved state')).getByText(
        /first remove the predefined 1D water levels and the 2D water level/,
      ),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('group', { name: 'Saved states of the model' }),
    ).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove the 2D water level' }))
    expect(
      await screen.findByRole('button', { name: 'Add the 2D water level' }),
    ).toBeInTheDocument()
  })

  it('says so when the model has no saved states and no initial water level raster', async () => {
    const id = await createRun('Gouda binnenstad riolering')
    openSection(id)
    expect(
      await screen.findByText('This model has no saved states that can still be used', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('This model has no initial water level raster'),
    ).toBeInTheDocument()
  })

  it('shows the configuration read-only, with the reason, once the run left created', async () => {
    const id = await createRun()
    await backend.api(`/simulations/${id}/initial/1d_water_level/predefined/`, { body: {} })
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    openSection(id)
    expect(
      await screen.findByText(/configuration is shown read-only/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(within(panel('1D water levels (predefined)')).getByText(/Used:/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add|Use|Start from/ })).not.toBeInTheDocument()
  })

  it('offers a retry when the configuration cannot be read', async () => {
    const id = await createRun()
    backend.answerDown('get', '/simulations/:id/events/')
    const { user } = openSection(id)
    const alert = await screen.findByRole('alert', undefined, { timeout: 8000 })
    expect(alert).toHaveTextContent('Could not load the initial conditions')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Saved state' })).toBeInTheDocument()
  })

  it('says when the new-simulation flow could not add its saved state, and preselects it', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const state = liveStates(model.id)[0]
    const id = await createRun()
    openSection(id, `?saved_state=${state?.id}`)
    expect(
      await screen.findByText(
        /the saved state it should start from could not be added/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(await screen.findByRole('radio', { name: new RegExp(state?.name ?? '') })).toBeChecked()
  })
})
