import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { currentStatus, progress, simulation } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { setupTestBackend } from '@/testing/test-backend'
import { z } from 'zod'

const { api, tick } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const ZUIDPLASPOLDER = 1
const GOUDA_SEWER = 3

async function createRun(overrides: Record<string, unknown> = {}) {
  const answer = await api('/simulations/', {
    body: {
      name: 'Zuidplaspolder T100 breach north levee',
      hydromodel: ZUIDPLASPOLDER,
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3 * 3600,
      tags: 'T100, breach-study',
      ...overrides,
    },
  })
  expect(answer.status).toBe(201)
  return simulation.parse(answer.body)
}

async function statusOf(id: number) {
  const answer = await api(`/simulations/${id}/status/`)
  expect(answer.status).toBe(200)
  return currentStatus.parse(answer.body)
}

async function act(id: number, name: string) {
  return api(`/simulations/${id}/actions/`, { body: { name } })
}

describe('a run from creation to results', () => {
  it('goes created, starting, initialized, ended, postprocessing, finished', async () => {
    const run = await createRun()
    expect(run.tags).toEqual(['T100', 'breach-study'])
    expect((await statusOf(run.id)).name).toBe('created')

    expect((await act(run.id, 'start')).status).toBe(201)
    expect((await statusOf(run.id)).name).toBe('starting')
    tick(2)
    const running = await statusOf(run.id)
    expect(running).toMatchObject({ name: 'initialized', paused: false })
    tick(5)
    const halfway = progress.parse((await api(`/simulations/${run.id}/progress/`)).body)
    expect(halfway.time).toBe(5 * 720)
    expect(halfway.percentage).toBe(33)
    tick(10 + 1 + 2)
    expect(await statusOf(run.id)).toMatchObject({ name: 'finished', exit_code: 0, detail: null })

    const history = listEnvelope(currentStatus).parse(
      (await api(`/simulations/${run.id}/status/history/`)).body,
    )
    expect(history.results.map((entry) => entry.name)).toEqual([
      'created',
      'starting',
      'initialized',
      'ended',
      'postprocessing',
      'finished',
    ])
    // Each entry keeps the simulated time it had: the run started at 0 and ended at the duration.
    expect(history.results.map((entry) => entry.time)).toEqual([0, 0, 0, 10800, 10800, 10800])
    const files = listEnvelope(z.looseObject({ filename: z.string() })).parse(
      (await api(`/simulations/${run.id}/results/files/`)).body,
    )
    expect(files.results.map((file) => file.filename)).toEqual([
      'results_hydro.nc',
      'aggregate_results_hydro.nc',
      `log_files_sim_${run.id}.zip`,
    ])
  })

  it('crashes a long sewer run at 60 % with exit code 1', async () => {
    const run = await createRun({
      name: 'Gouda 13 h',
      hydromodel: GOUDA_SEWER,
      duration: 13 * 3600,
    })
    await act(run.id, 'start')
    tick(2 + 60)
    expect(await statusOf(run.id)).toMatchObject({
      name: 'crashed',
      exit_code: 1,
      time: 28080,
      detail: 'Matrix solver did not converge at t=28080 s',
    })
  })
})
