import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { EventsPage } from './events-page'

const backend = setupTestBackend({ freshWorldEachTest: true })

async function renderEventsOf(id: number) {
  renderSection(id, 'events', <EventsPage />)
  await screen.findByRole('heading', { name: 'Rain (NetCDF)' })
}

const createdRun = () => createRun(backend.api, { name: 'Events page' })

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
