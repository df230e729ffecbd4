import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { planSet } from '@/workflows/scenario-sets/plan-set'
import { setJournal } from '@/workflows/scenario-sets/set-record'
import { copyBase } from '@/testing/copy-base'
import { addBreach, createSimulation } from '@/testing/new-run'
import {
  createTestQueryClient,
  renderRoutes,
  setupTestBackend,
} from '@/testing/render-with-backend'
import { SetBoardPage } from './set-board-page'

const backend = setupTestBackend({ freshWorldEachTest: true })
const base = copyBase(backend)

/** A stored plan of a breach set of `count` runs, not one of them created yet (as after a reload). */
async function storedPlan(name: string, count: number) {
  // The model's id as the reference writes it: a string.
  const run = await createSimulation(backend.api, { name: 'Base run', hydromodel: '1' })
  const [first] = base.potentialBreaches()
  if (!first) throw new Error('model 1 has potential breaches')
  await addBreach(backend.api, run.id, first.id)
  const breaches = base.breachChoices(count)
  const plan = await planSet(createTestQueryClient(), run, {
    kind: 'breach',
    name,
    now: new Date(),
    breaches,
    depth: 'base',
  })
  await setJournal().save(plan)
  return plan
}

const renderBoard = (slug: string) =>
  renderRoutes({ '/sets/:slug': <SetBoardPage /> }, `/sets/${slug}`)
const counts = () => screen.getByRole('list', { name: 'Runs by state' })

describe('the set’s board', () => {
  it('goes on with a stored plan when it opens, then shows each run configured with the counts', async () => {
    await storedPlan('Board A', 3)
    renderBoard('board-a')
    await waitFor(() => expect(counts()).toHaveTextContent('3 configured'), { timeout: 10_000 })
    const table = screen.getByRole('table', { name: 'Runs of the set' })
    expect(within(table).getAllByRole('link')).toHaveLength(3)
    expect(await backend.api('/simulations/?tags__in=set:board-a')).toMatchObject({
      body: { count: 3 },
    })
  })

  it('starts the runs; beyond the session limit they queue, and one can be taken out of the queue', async () => {
    backend.backend.world.simulationSettings.maxConcurrentRuns = 1
    await storedPlan('Board B', 3)
    const { user } = renderBoard('board-b')
    const start = await screen.findByRole('button', { name: 'Start 3 runs' }, { timeout: 10_000 })
    await user.click(start)
    const place = await screen.findAllByText(/^number \d+ in the queue$/, undefined, {
      timeout: 10_000,
    })
    expect(place.length).toBeGreaterThan(0)
    const [out] = screen.getAllByRole('button', { name: /out of the queue$/ })
    if (!out) throw new Error('a queued run')
    await user.click(out)
    await waitFor(() => expect(counts()).toHaveTextContent('1 configured'), { timeout: 10_000 })
  })

  it('lists the runs that ended in a sortable table with their flow summaries and depth at the breach, the order in the URL', async () => {
    await storedPlan('Board C', 2)
    const { user, search } = renderBoard('board-c')
    const start = await screen.findByRole('button', { name: 'Start 2 runs' }, { timeout: 10_000 })
    expect(screen.getByText('No run of the set has ended yet.')).toBeInTheDocument()
    await user.click(start)
    await waitFor(() => expect(counts()).not.toHaveTextContent('configured'), { timeout: 10_000 })
    backend.tick(24 * 3600)
    const table = await screen.findByRole('table', { name: 'Finished runs' }, { timeout: 10_000 })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), {
      timeout: 10_000,
    })
    // Each run's flow summary, read from its log ZIP: the volume error and the totals in m³.
    await waitFor(
      () => {
        const volumes = within(table).getAllByText(/ m³$/)
        expect(volumes.length).toBeGreaterThanOrEqual(2 * 3)
      },
      { timeout: 20_000 },
    )
    // Each run's deepest water in the cell at its breach, from its results file (m).
    const depthColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Max depth at the breach (m)')
    const depths = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((each) => (each as HTMLTableRowElement).cells[depthColumn]?.textContent)
    await waitFor(
      () =>
        expect(depths()).toEqual([
          expect.stringMatching(/^\d+\.\d\d$/),
          expect.stringMatching(/^\d+\.\d\d$/),
        ]),
      {
        timeout: 30_000,
      },
    )
    await user.click(within(table).getByRole('button', { name: 'Max depth at the breach (m)' }))
    expect(search().get('sort')).toBe('breachDepth')
    const ascending = depths().map(Number)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    await user.click(within(table).getByRole('button', { name: 'Water in' }))
    expect(search().get('sort')).toBe('waterIn')
    await user.click(within(table).getByRole('button', { name: 'Status' }))
    expect(search().get('sort')).toBe('status')
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  it('cancels a run not created yet, goes on without it, and plans it again on request', async () => {
    const plan = await storedPlan('Board D', 3)
    // A plan that stopped (as on a full storage) waits for Resume, so its runs are still planned.
    await setJournal().save({ ...plan, stopped: 'The set stopped.' })
    const { user } = renderBoard('board-d')
    const [, second] = plan.runs
    const name = second?.copy.steps[0]?.kind === 'simulation' ? second.copy.steps[0].body.name : ''
    await user.click(await screen.findByRole('button', { name: `Cancel ${name}` }))
    await waitFor(() => expect(counts()).toHaveTextContent('1 cancelled'))
    expect(
      screen.getByRole('button', { name: 'Cancel 2 runs not created yet' }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(counts()).toHaveTextContent('2 configured'), { timeout: 10_000 })
    expect(counts()).toHaveTextContent('1 cancelled')
    expect(await backend.api('/simulations/?tags__in=set:board-d')).toMatchObject({
      body: { count: 2 },
    })
    await user.click(screen.getByRole('button', { name: `Plan ${name} again` }))
    await waitFor(() => expect(counts()).toHaveTextContent('3 configured'), { timeout: 10_000 })
    expect(await backend.api('/simulations/?tags__in=set:board-d')).toMatchObject({
      body: { count: 3 },
    })
  })

  it('says so when no run carries the set’s tag', async () => {
    renderBoard('no-such-set')
    expect(await screen.findByText('No runs in this set')).toBeInTheDocument()
  })
})
