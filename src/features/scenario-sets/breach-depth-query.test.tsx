import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FILE_MAKING_LIMIT_MS } from '@/api/polling/pace'
import { currentStatus, type Simulation } from '@/api/simulations/schema'
import { TEST_STORAGE_BASE } from '@/mocks/node'
import {
  createTestQueryClient,
  renderRoutes,
  setupTestBackend,
} from '@/testing/render-with-backend'
import { finishedBreachRun } from '@/testing/finished-breach-run'
import type { BoardRow } from './board-rows'
import type { BreachDepth } from './breach-depth'
import { breachDepthQuery } from './breach-depth-query'
import { FinishedRuns } from './finished-runs'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

/** A finished run of model 1 with one breach. */
const finishedRun = () => finishedBreachRun(backend, 0, { name: 'Depth read' })

/** The store refuses the first GET of `path` (under the storage's base): 403/404 as an expired link. */
function refuseOnce(path: string, status: number, onRefused = () => {}) {
  const refused: string[] = []
  backend.server.use(
    http.get(
      `${TEST_STORAGE_BASE}/${path}`,
      ({ request }) => {
        refused.push(request.url)
        onRefused()
        return new HttpResponse('<Error><Code>AccessDenied</Code></Error>', { status })
      },
      { once: true },
    ),
  )
  return refused
}

const RESULTS = 'simulations/:id/results/results_hydro.nc'

async function resultsRecord(run: Simulation) {
  await backend.api(`/simulations/${run.id}/results/files/`)
  const results = backend.backend.world.resultFiles.find(
    (each) => each.simulation_id === run.id && each.filename === 'results_hydro.nc',
  )
  if (!results) throw new Error('a finished run has its results file')
  return results
}

const isDepth = { kind: 'depth', metres: expect.any(Number) as number }

describe('the depth at the breach, read from a run’s files', () => {
  it('renews the results file’s link by itself when the store refuses it (expired)', async () => {
    const run = await finishedRun()
    const refused = refuseOnce('simulations/:id/results/results_hydro.nc', 403)
    const depth = await createTestQueryClient().fetchQuery(breachDepthQuery(run))
    expect(refused).toHaveLength(1)
    expect(depth).toMatchObject(isDepth)
    // Two download records: the refused link, then a fresh one.
    expect(backend.sentTo(/\/results\/files\/\d+\/download\/$/)).toHaveLength(2)
  })

  it('renews the grid’s link by itself when the store answers 404', async () => {
    const run = await finishedRun()
    // A link of its own (the page keeps the grids of the last links it read).
    backend.tick(60)
    const refused = refuseOnce('hydromodels/1/gridadmin.h5', 404)
    const depth = await createTestQueryClient().fetchQuery(breachDepthQuery(run))
    expect(refused).toHaveLength(1)
    expect(depth).toMatchObject(isDepth)
    expect(backend.sentTo(/\/hydromodels\/1\/gridadmin\/download\/$/)).toHaveLength(2)
  })

  it('says the store refused the file where a fresh link is refused too (no “ask for one”)', async () => {
    const run = await finishedRun()
    const refused = [refuseOnce(RESULTS, 404), refuseOnce(RESULTS, 404)]
    const depth = await createTestQueryClient().fetchQuery(breachDepthQuery(run))
    expect(depth).toEqual({
      kind: 'unread',
      reason: 'The file storage refused the results file, also at a fresh link.',
    })
    expect(refused.map((urls) => urls.length)).toEqual([1, 1])
    expect(backend.sentTo(/\/results\/files\/\d+\/download\/$/)).toHaveLength(2)
  })

  it('waits where the file went back to being made after its link was refused twice', async () => {
    const run = await finishedRun()
    const results = await resultsRecord(run)
    refuseOnce(RESULTS, 404)
    refuseOnce(RESULTS, 404, () => (results.file.state = 'created'))
    const depth = await createTestQueryClient().fetchQuery(breachDepthQuery(run))
    expect(depth).toMatchObject({ kind: 'making' })
  })

  it('stops waiting, and says so, once the file has been made for longer than the limit', async () => {
    const run = await finishedRun()
    ;(await resultsRecord(run)).file.state = 'created'
    const queryClient = createTestQueryClient()
    const options = breachDepthQuery(run)
    const since = Date.now() - FILE_MAKING_LIMIT_MS - 1000
    const making: BreachDepth = { kind: 'making', since }
    queryClient.setQueryData(options.queryKey, () => making)
    expect(await queryClient.fetchQuery({ ...options, staleTime: 0 })).toEqual({
      kind: 'unread',
      reason: 'The results file was still being made after 10 minutes.',
    })
  })

  it('waits for a results file still being made, then reads it', async () => {
    const run = await finishedRun()
    const results = await resultsRecord(run)
    results.file.state = 'created'
    const queryClient = createTestQueryClient()
    const making = await queryClient.fetchQuery(breachDepthQuery(run))
    expect(making).toMatchObject({ kind: 'making' })
    // Read again at the pace of the server's checks while it is made; the list is asked afresh.
    const refetch = breachDepthQuery(run).refetchInterval
    const query = queryClient.getQueryCache().find({ queryKey: breachDepthQuery(run).queryKey })
    if (typeof refetch !== 'function' || !query) throw new Error('a polled query')
    expect(refetch(query as never)).toBe(500)
    results.file.state = 'uploaded'
    await query.fetch()
    expect(queryClient.getQueryData(breachDepthQuery(run).queryKey)).toMatchObject(isDepth)
  })
})

describe('the finished runs’ depth at the breach', () => {
  it('offers Retry where a read failed, and shows the depth read again', async () => {
    const run = await finishedRun()
    const status = await backend.getParsed(`/simulations/${run.id}/status/`, currentStatus)
    const row: BoardRow = {
      key: `run-${run.id}`,
      name: run.name,
      phase: 'finished',
      simulation: run,
      status,
      planIndex: null,
      failure: null,
    }
    refuseOnce('simulations/:id/results/results_hydro.nc', 500)
    const { user } = renderRoutes({ '/': <FinishedRuns rows={[row]} name="Depths" /> }, '/')
    const note = await screen.findByText(
      /^The depth at the breach of one run could not be read/,
      undefined,
      { timeout: 15_000 },
    )
    expect(note.parentElement).toHaveTextContent('the storage answered 500')
    await user.click(screen.getByRole('button', { name: 'Retry: the depth at the breach' }))
    const table = screen.getByRole('table', { name: 'Finished runs' })
    expect(
      await within(table).findByRole('cell', { name: /^\d+\.\d\d$/ }, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^The depth at the breach of one run/)).not.toBeInTheDocument()
  })
})
