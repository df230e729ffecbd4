import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it, onTestFinished } from 'vitest'
import { paces } from '@/api/polling/pace'
import { copyJournal } from '@/workflows/copies/copy-record'
import { planCopy } from '@/workflows/copies/plan-copy'
import { copyLockName, runCopy } from '@/workflows/copies/run-copy'
import { apiOf } from '@/api/session-client'
import { simulation } from '@/api/simulations/schema'
import { addBreach, createRun } from '@/testing/new-run'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
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
  const id = await createRun(backend.api, { name })
  const potential = backend.backend.world.potentialBreaches.find((each) => each.hydromodel_id === 1)
  if (!potential) throw new Error('model 1 has potential breaches')
  await addBreach(backend.api, id, potential.id)
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
    backend.answerDown('post', '/simulations/:id/events/breaches/', {
      detail: 'The server is busy.',
    })
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

/** A copy of `baseId` whose page went away after its first step (the new simulation). */
async function copyCutShort(baseId: number, name: string) {
  const queryClient = createTestQueryClient()
  const base = await apiOf(queryClient).get(`/simulations/${baseId}/`, simulation)
  const record = await planCopy(queryClient, base, { name, now: new Date(), key: name })
  let kept = 0
  const cut = await runCopy(record, {
    queryClient,
    journal: copyJournal(),
    onProgress: () => (kept += 1),
    leaving: () => kept >= 1,
  })
  if (cut.targetId === null) throw new Error('the copy was created')
  return cut
}

/** Web Locks as the browser has them, for jsdom, which has none; `held` is what some tab holds. */
function fakeWebLocks() {
  const held = new Set<string>()
  const locks = {
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
    request: async (
      name: string,
      _options: unknown,
      work: (lock: { name: string } | null) => Promise<unknown>,
    ) => {
      if (held.has(name)) return work(null)
      held.add(name)
      try {
        return await work({ name })
      } finally {
        held.delete(name)
      }
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks')
  })
  return held
}

describe('a copy its page left before it was done', () => {
  it('says it stopped and what is missing; Retry copies the rest', async () => {
    const id = await baseWithBreach('Cut base')
    const cut = await copyCutShort(id, 'Cut copy')
    const { user } = renderWorkspace(cut.targetId ?? 0)
    const summary = await screen.findByRole('region', { name: 'Copied from Cut base' })
    expect(
      await within(summary).findByText(
        'The copy stopped before it was done: its page was closed or reloaded while it ran.',
      ),
    ).toBeInTheDocument()
    expect(summary).toHaveTextContent('Copied: name, tags, start and duration.')
    expect(summary).toHaveTextContent('Not copied yet: 1 breach.')
    await user.click(within(summary).getByRole('button', { name: 'Retry the rest of the copy' }))
    expect(
      await within(summary).findByText('Copied: name, tags, start and duration, 1 breach.'),
    ).toBeInTheDocument()
    expect(within(summary).queryByText(/stopped before it was done/)).not.toBeInTheDocument()
  })

  it('while some tab still makes it, says how far it got and offers no second run', async () => {
    const held = fakeWebLocks()
    const id = await baseWithBreach('Busy base')
    const cut = await copyCutShort(id, 'Busy copy')
    held.add(copyLockName(cut.key))
    renderWorkspace(cut.targetId ?? 0)
    const summary = await screen.findByRole('region', { name: 'Copied from Busy base' })
    expect(await within(summary).findByRole('status')).toHaveTextContent(
      'Being copied in this browser: 1 of 2 steps done…Not copied yet: 1 breach.',
    )
    expect(within(summary).queryByRole('button')).not.toBeInTheDocument()
    // The other run ends without going further: the copy is then said to have stopped short.
    held.delete(copyLockName(cut.key))
    expect(
      await within(summary).findByText(/^The copy stopped before it was done/, undefined, {
        timeout: 3 * paces.watch,
      }),
    ).toBeInTheDocument()
    expect(
      within(summary).getByRole('button', { name: 'Retry the rest of the copy' }),
    ).toBeVisible()
  })
})
