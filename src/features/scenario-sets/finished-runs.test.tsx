import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { currentStatus } from '@/api/simulations/schema'
import { TEST_STORAGE_BASE } from '@/mocks/node'
import { finishedBreachRun } from '@/testing/finished-breach-run'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import type { BoardRow } from './board-rows'
import { FinishedRuns } from './finished-runs'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

/** A finished ten-minute run of model 1 through its nth potential breach, as the board holds it. */
async function finishedRow(nth: number): Promise<BoardRow> {
  const run = await finishedBreachRun(backend, nth, { name: `Breach ${nth + 1}` })
  const status = await backend.getParsed(`/simulations/${run.id}/status/`, currentStatus)
  const base = { key: `run-${run.id}`, name: run.name, simulation: run, status }
  return { ...base, phase: 'finished', planIndex: null, failure: null }
}

/** Each read of a run's figures asks for its files afresh, then downloads its log ZIP once. */
const readsOf = (row: BoardRow) =>
  backend.sentTo(new RegExp(`/simulations/${row.simulation?.id}/results/files/(\\d+/download/)?$`))
    .length

describe('the finished runs’ flow summaries', () => {
  it('offer Retry where one run’s read failed, and Retry reads that run only', async () => {
    const [first, second] = [await finishedRow(0), await finishedRow(3)]
    const id = first.simulation?.id
    backend.server.use(
      http.get(
        `${TEST_STORAGE_BASE}/simulations/${id}/results/log_files_sim_${id}.zip`,
        () => new HttpResponse('<Error><Code>InternalError</Code></Error>', { status: 500 }),
        { once: true },
      ),
    )
    const { user } = renderRoutes(
      { '/': <FinishedRuns rows={[first, second]} name="Retried" /> },
      '/',
    )
    const table = screen.getByRole('table', { name: 'Finished runs' })
    const note = await screen.findByText(
      /^The flow summary of one run could not be read/,
      undefined,
      { timeout: 20_000 },
    )
    expect(note.parentElement).toHaveTextContent('Breach 1: The file download failed')
    await waitFor(() => expect(within(table).getAllByText(/ m³$/)).toHaveLength(3), {
      timeout: 20_000,
    })
    const before = [readsOf(first), readsOf(second)]
    await user.click(screen.getByRole('button', { name: 'Retry: the flow summary' }))
    await waitFor(() => expect(within(table).getAllByText(/ m³$/)).toHaveLength(6), {
      timeout: 20_000,
    })
    expect(screen.queryByText(/^The flow summary of one run/)).not.toBeInTheDocument()
    // The failed run's files and log ZIP are asked for again; the read run's are not.
    expect(readsOf(first)).toBe(before[0]! + 2)
    expect(readsOf(second)).toBe(before[1])
  })

  it('say a log ZIP still being made is being made, not that it failed', async () => {
    const row = await finishedRow(0)
    await backend.api(`/simulations/${row.simulation?.id}/results/files/`)
    const zip = backend.backend.world.resultFiles.find(
      (each) => each.simulation_id === row.simulation?.id && each.filename.endsWith('.zip'),
    )
    if (!zip) throw new Error('a finished run has its log ZIP')
    zip.file.state = 'created'
    renderRoutes({ '/': <FinishedRuns rows={[row]} name="Made" /> }, '/')
    const table = screen.getByRole('table', { name: 'Finished runs' })
    expect(
      await within(table).findAllByText('file being made…', undefined, { timeout: 20_000 }),
    ).toHaveLength(3)
    expect(screen.queryByText(/^The flow summary of one run/)).not.toBeInTheDocument()
  })
})
