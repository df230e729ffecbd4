import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { TEST_API_BASE } from '@/mocks/node'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { OverviewPage } from './overview-page'
import { overviewSection } from './overview-section'
import { SimulationWorkspace } from './simulation-workspace'

const backend = setupTestBackend({ freshWorldEachTest: true })

const renderWorkspace = (id: number) =>
  renderRoutes(
    {
      '/simulations/:simulationId/*': (
        <Routes>
          <Route element={<SimulationWorkspace sections={[overviewSection]} />}>
            <Route index element={<OverviewPage />} />
          </Route>
        </Routes>
      ),
    },
    `/simulations/${id}`,
  )

async function baseWithBreach(name: string) {
  const created = await backend.api('/simulations/', {
    body: {
      name,
      hydromodel: '1',
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const { id } = created.body as { id: number }
  const potential = backend.backend.world.potentialBreaches.find((each) => each.hydromodel_id === 1)
  if (!potential) throw new Error('model 1 has potential breaches')
  const breach = {
    potential_breach: potential.id,
    offset: 0,
    duration_till_max_depth: 600,
    initial_width: 10,
  }
  expect((await backend.api(`/simulations/${id}/events/breaches/`, { body: breach })).status).toBe(
    201,
  )
  return id
}

async function openCopyDialog(id: number, name: string) {
  const view = renderWorkspace(id)
  await screen.findByRole('heading', { level: 1, name: new RegExp(name) })
  await view.user.click(screen.getByRole('button', { name: 'New simulation from this one' }))
  const dialog = await screen.findByRole('dialog', { name: 'New simulation from this one' })
  return { ...view, dialog }
}

describe('New simulation from this one', () => {
  it('says why a base of a disabled model cannot be copied, creates nothing and keeps the name typed', async () => {
    const id = await baseWithBreach('Disabled base')
    const model = backend.backend.world.models.find((each) => each.id === 1)
    if (!model) throw new Error('model 1 is seeded')
    model.disabled = true
    const before = backend.backend.world.simulations.length
    const { user, dialog } = await openCopyDialog(id, 'Disabled base')
    const name = within(dialog).getByLabelText(/^Name of the new simulation/)
    expect(name).toHaveValue('Disabled base (copy)')
    await user.clear(name)
    await user.type(name, 'Disabled copy')
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `The model “${model.name}” is disabled: no new simulation can be made of it.`,
    )
    expect(name).toHaveValue('Disabled copy')
    expect(backend.backend.world.simulations).toHaveLength(before)
  })

  it('opens the copy; a step that failed is named with Retry, which copies the rest', async () => {
    const id = await baseWithBreach('Breach base')
    backend.server.use(
      http.post(
        `${TEST_API_BASE}/simulations/:id/events/breaches/`,
        () => HttpResponse.json({ detail: 'The server is busy.' }, { status: 503 }),
        { once: true },
      ),
    )
    const { user, dialog } = await openCopyDialog(id, 'Breach base')
    await user.click(within(dialog).getByRole('button', { name: 'Create the copy' }))
    await screen.findByRole('heading', { level: 1, name: /Breach base \(copy\)/ })
    const summary = await screen.findByRole('region', { name: 'Copied from Breach base' })
    expect(summary).toHaveTextContent('Copied: name, tags, start and duration.')
    expect(await within(summary).findByRole('alert')).toHaveTextContent(/^Failed: 1 breach: /)
    await user.click(within(summary).getByRole('button', { name: 'Retry the rest of the copy' }))
    expect(
      await within(summary).findByText('Copied: name, tags, start and duration, 1 breach.'),
    ).toBeInTheDocument()
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument()
  })
})
