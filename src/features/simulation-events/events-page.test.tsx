import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { simulation } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { InWorkspace } from '@/testing/workspace-section'
import { EventsPage } from './events-page'

const backend = setupTestBackend({ freshWorldEachTest: true })

async function renderEventsOf(id: number) {
  renderRoutes(
    {
      '/simulations/:simulationId/events': (
        <InWorkspace>
          <EventsPage />
        </InWorkspace>
      ),
    },
    `/simulations/${id}/events`,
  )
  await screen.findByRole('heading', { name: 'Rain (NetCDF)' })
}

async function createdRun(): Promise<number> {
  const answer = await backend.api('/simulations/', {
    body: {
      name: 'Events page',
      hydromodel: '1',
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    },
  })
  return simulation.parse(answer.body).id
}

describe('the Events section', () => {
  it('says once, above its panels, why a started run is read-only', async () => {
    const id = await createdRun()
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    await renderEventsOf(id)
    // Every panel loaded, each in its read-only form.
    await screen.findByText('No breaches were configured.')
    await screen.findByText('No table controls were configured.')
    await screen.findByText('The run had no rain file.')
    const notes = screen.getAllByRole('note').filter((note) => /read-only/.test(note.textContent))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toHaveTextContent(/configuration is shown read-only/)
    const rain = screen.getByRole('region', { name: 'Rain (NetCDF)' })
    expect(within(rain).queryByText(/shown read-only/)).toBeNull()
  })

  it('says nothing of the kind while the run can still change', async () => {
    await renderEventsOf(await createdRun())
    expect(screen.queryByText(/shown read-only/)).toBeNull()
  })
})
