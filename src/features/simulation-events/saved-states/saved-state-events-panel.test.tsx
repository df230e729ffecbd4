import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { SavedStateEventsPanel } from './saved-state-events-panel'
import { createRun as createRunWith } from '@/testing/new-run'

const backend = setupTestBackend({ freshWorldEachTest: true })

async function createRun(duration = 7200) {
  return createRunWith(backend.api, { name: 'Zuidplas states', duration })
}

async function openPanel(id: number) {
  const view = renderSection(id, 'events', <SavedStateEventsPanel />)
  await screen.findByRole('region', { name: 'Saved-state events' }, { timeout: 5000 })
  return view
}

const eventsOf = (id: number) =>
  backend.backend.world.savedStateEvents?.filter((event) => event.simulation_id === id) ?? []

describe('the saved-state events panel', () => {
  it('adds a timed state at the end of the run by default, with a name and tags', async () => {
    const id = await createRun()
    const { user } = await openPanel(id)
    expect(await screen.findByText(/No saved-state events/)).toBeInTheDocument()
    expect(screen.getByLabelText('Hours (h)')).toHaveValue('2')
    await user.type(screen.getByLabelText(/^Name/), 'End of run')
    await user.type(screen.getByLabelText(/^Tags/), 'spin-up, T10')
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    const list = await screen.findByRole('list', { name: 'Saved-state events' })
    expect(within(list).getByText('End of run')).toBeInTheDocument()
    expect(within(list).getByText('At 2:00:00 of the run')).toBeInTheDocument()
    expect(eventsOf(id)).toMatchObject([{ type: 'timed', time: 7200, tags: ['spin-up', 'T10'] }])
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    await waitFor(() =>
      expect(sessionStorage.getItem(`polder.draft.saved-state-event.${id}`)).toBeNull(),
    )
  })

  it('keeps what was typed across a reload (the draft)', async () => {
    const id = await createRun()
    const first = await openPanel(id)
    await first.user.click(await screen.findByRole('radio', { name: 'When the flow is stable' }))
    await first.user.type(screen.getByLabelText(/^u1/), '0.02')
    await first.user.type(screen.getByLabelText(/^Name/), 'Calm')
    cleanup()
    await openPanel(id)
    expect(await screen.findByLabelText(/^u1/)).toHaveValue('0.02')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Calm')
  })

  it('keeps the time within the run and thresholds above 0, on their fields', async () => {
    const id = await createRun(3600)
    const { user } = await openPanel(id)
    await user.clear(await screen.findByLabelText('Minutes (min)'))
    await user.type(screen.getByLabelText('Minutes (min)'), '1')
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    expect(
      await screen.findByText('The time must be within the run, at most 1 h'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Minutes (min)'))
    await user.type(screen.getByLabelText('Minutes (min)'), '-10')
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    expect(await screen.findByText('The time cannot be before the run starts')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'When the flow is stable' }))
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    expect(await screen.findByText('Give a threshold for s1, u1 or both')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^s1/), '0')
    await user.type(screen.getByLabelText(/^u1/), 'fast')
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    expect(await screen.findByText('The threshold must be greater than 0')).toBeInTheDocument()
    expect(screen.getByText('Enter a number')).toBeInTheDocument()
    expect(eventsOf(id)).toEqual([])

    await user.clear(screen.getByLabelText(/^s1/))
    await user.type(screen.getByLabelText(/^s1/), '0.005')
    await user.clear(screen.getByLabelText(/^u1/))
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    expect(await screen.findByText('When stable: s1 0.005')).toBeInTheDocument()
    expect(eventsOf(id)).toMatchObject([
      { type: 'stable_threshold', thresholds: [{ variable: 's1', value: 0.005 }] },
    ])
  })

  it('says before sending that a tag is too long, keeping what was typed', async () => {
    const id = await createRun()
    const { user } = await openPanel(id)
    const typed = `spin-up, ${'x'.repeat(129)}`
    await user.click(await screen.findByLabelText(/^Tags/))
    await user.paste(typed)
    await user.click(screen.getByRole('button', { name: 'Add saved-state event' }))
    expect(
      await screen.findByText(/^A tag has at most 128 characters; “x+…” has 129$/),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Tags/)).toHaveValue(typed)
    expect(backend.sentTo(/create-saved-states/, 'POST')).toHaveLength(0)
  })

  it('removes an event', async () => {
    const id = await createRun()
    await backend.api(`/simulations/${id}/create-saved-states/timed/`, {
      body: { name: 'Early', time: 60 },
    })
    const { user } = await openPanel(id)
    await user.click(
      await screen.findByRole('button', { name: 'Remove the saved-state event Early' }),
    )
    expect(await screen.findByText(/No saved-state events/)).toBeInTheDocument()
    expect(eventsOf(id)).toEqual([])
  })

  it('is read-only once the run started', async () => {
    const id = await createRun()
    await backend.api(`/simulations/${id}/create-saved-states/timed/`, {
      body: { name: 'Early', time: 60 },
    })
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    await openPanel(id)
    expect(await screen.findByText('Early')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
