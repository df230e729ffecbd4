import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { PostProcessingPage } from './post-processing-page'
import { createRun as createRunWith } from '@/testing/new-run'

const backend = setupTestBackend({ freshWorldEachTest: true })

async function createRun(modelName = 'Zuidplaspolder', name = 'Post-processing page') {
  return createRunWith(backend.api, {
    name,
    hydromodel: String(backend.modelNamed(modelName).id),
  })
}

const viewer = (id: number, what: string) =>
  `/simulations/${id}/results/post_processing/viewer/${what}/`

const openSection = (id: number) => renderSection(id, 'post-processing', <PostProcessingPage />)

const panel = (name: string) => screen.getByRole('region', { name })

describe('the post-processing section', () => {
  it('says nothing is requested yet, sets up Basic before the run and then offers Arrival', async () => {
    const id = await createRun()
    const { user } = openSection(id)
    expect(await screen.findByText(/Nothing requested yet/, {}, { timeout: 5000 })).toBeVisible()
    const arrival = within(panel('Arrival time')).getByRole('button', {
      name: 'Request arrival time',
    })
    expect(arrival).toBeDisabled()
    expect(within(panel('Arrival time')).getByText(/Set up Basic post-processing/)).toBeVisible()
    const form = screen.getByRole('form', { name: 'Basic post-processing' })
    expect(within(form).getByLabelText(/Scenario name/)).toHaveValue('Post-processing page')
    expect(within(form).getByLabelText(/Process basic results/)).toBeChecked()
    await user.type(within(form).getByLabelText(/Result uuid/), 'not-a-uuid')
    await user.click(within(form).getByRole('button', { name: 'Set up basic post-processing' }))
    expect(await within(form).findByText(/Give a uuid4/)).toBeVisible()
    await user.clear(within(form).getByLabelText(/Result uuid/))
    await user.click(within(form).getByRole('button', { name: 'Set up basic post-processing' }))
    expect(await screen.findByText(/Set up: the viewer starts when the run finishes/)).toBeVisible()
    expect(within(panel('Basic')).getByText('Post-processing page')).toBeVisible()
    await user.click(
      await within(panel('Arrival time')).findByRole('button', { name: 'Request arrival time' }),
    )
    expect(
      await within(panel('Arrival time')).findByText('Arrival time is requested.'),
    ).toBeVisible()
  })

  it('closes the damage form with the reason for a model outside the Netherlands', async () => {
    const id = await createRun('Rur floodplain Düren')
    await backend.api(viewer(id, 'basic'), { body: { process_basic_results: true } })
    openSection(id)
    const damage = await screen.findByRole('form', { name: 'Damage post-processing' })
    expect(await within(damage).findByText(/this model lies outside/)).toBeVisible()
    expect(within(damage).getByRole('button', { name: 'Request damage estimation' })).toBeDisabled()
  })

  it('shows a free repair time box and its field message; a refused request shows what exists', async () => {
    const id = await createRun()
    await backend.api(viewer(id, 'basic'), { body: { process_basic_results: true } })
    const { user } = openSection(id)
    const damage = await screen.findByRole('form', { name: 'Damage post-processing' })
    await user.selectOptions(within(damage).getByLabelText(/Repair time of buildings/), 'other')
    const free = within(damage).getByLabelText(/Repair time of buildings, in hours/)
    await user.type(free, '300')
    await user.click(within(damage).getByRole('button', { name: 'Request damage estimation' }))
    expect(await within(damage).findByText('At most 240 hours (10 days)')).toBeVisible()
    await user.clear(free)
    await user.type(free, '72')
    // Someone else requested damage meanwhile: the server refuses, the panel shows that one.
    await backend.api(viewer(id, 'damage'), {
      body: {
        cost_type: 'min',
        flood_month: 'jan',
        inundation_period: 2,
        repair_time_infrastructure: 6,
        repair_time_buildings: 6,
      },
    })
    await user.click(within(damage).getByRole('button', { name: 'Request damage estimation' }))
    expect(await within(panel('Damage')).findByText('jan')).toBeVisible()
    expect(backend.backend.world.postProcessing?.[0]?.damage).toMatchObject({ flood_month: 'jan' })
  })

  it('offers sending a finished run to the viewer where its status is, and follows it to archived', async () => {
    const id = await createRun()
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    backend.tick(120)
    await backend.api(viewer(id, 'basic'), {
      body: { scenario_name: 'Late', process_basic_results: false },
    })
    const { user } = openSection(id)
    const status = await screen.findByRole('region', { name: 'Viewer status' }, { timeout: 5000 })
    expect(await within(status).findByText('Set up, not sent to the viewer yet')).toBeVisible()
    expect(status).not.toHaveTextContent(/waits|starts when the run finishes/)
    // Raw results only: Arrival and Damage are impossible, so sending is not said to end them.
    expect(status).not.toHaveTextContent(/Add Arrival time/)
    await user.click(within(status).getByRole('button', { name: 'Send to the viewer' }))
    expect(await screen.findByText(/Requested|Archiving/)).toBeVisible()
    expect(screen.getByText(/Arrival time/, { selector: 'h2' })).toBeVisible()
    expect(within(panel('Arrival time')).getByText(/already been started/)).toBeVisible()
    backend.tick(60)
    expect(
      await screen.findByText(/Archived: the results are in the viewer/, {}, { timeout: 10_000 }),
    ).toBeVisible()
    const history = await screen.findByRole('list', { name: 'Viewer status history' })
    await within(history).findByText('archived')
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['created', 'requested', 'archiving', 'archived'])
  })

  it('says when archiving failed (the documented demo case) and sends the results again', async () => {
    const id = await createRun()
    await backend.api(viewer(id, 'basic'), {
      body: { scenario_name: 'Demo: archiving fails', process_basic_results: false },
    })
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    backend.tick(120)
    const { user } = openSection(id)
    expect(
      await screen.findByText(
        /Archiving failed: the results did not reach the viewer/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send to the viewer again' }))
    expect(await screen.findByText(/Requested|Archiving:/)).toBeVisible()
    backend.tick(60)
    expect(
      await screen.findByText(/Archived: the results are in the viewer/, {}, { timeout: 10_000 }),
    ).toBeVisible()
  })

  it('offers a way out when the status cannot be read', async () => {
    const id = await createRun()
    backend.answerDown('get', '/simulations/:id/results/post_processing/viewer/status/history/')
    const { user } = openSection(id)
    const alert = await screen.findByRole('alert', undefined, { timeout: 8000 })
    expect(alert).toHaveTextContent('Could not load the post-processing')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/Nothing requested yet/)).toBeVisible()
  })
})
