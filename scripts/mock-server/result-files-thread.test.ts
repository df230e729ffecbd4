import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLDER_WATER_BOARD, DEMO_TOKENS } from '@/mocks/db/accounts'
import { generateResultFile } from '@/mocks/simulations/results/generate'
import { sampleRun } from '@/mocks/simulations/results/sample-runs'
import { resultFilesThread } from './result-files-thread'
import { startMockServer, type RunningMockServer } from './start-mock-server'

const HDF5 = [0x89, 0x48, 0x44, 0x46]

describe('the result-file thread', { timeout: 120_000 }, () => {
  const thread = resultFilesThread()
  afterAll(() => thread.close())

  it('makes the same files as in-process, and says why it cannot make one', async () => {
    const run = sampleRun()
    const zip = `log_files_sim_${run.simulationId}.zip`
    // The ZIP is dated at the run's end: byte for byte the same wherever it is made.
    expect(await thread.generate(run, zip)).toEqual(await generateResultFile(run, zip))
    const netcdf = await thread.generate(run, 'results_hydro.nc')
    expect(Array.from(netcdf.slice(0, 4))).toEqual(HDF5)
    await expect(thread.generate(run, 'nothing.nc')).rejects.toThrow(
      'Simulation 41 has no result file nothing.nc',
    )
    expect(Array.from((await thread.generate(run, zip)).slice(0, 2))).toEqual([0x50, 0x4b])
  })
})

/** A clock the test moves: the mock's runs advance with it. */
let clock = new Date('2026-11-21T12:00:00Z')
let server: RunningMockServer
beforeAll(async () => {
  server = await startMockServer({ port: 0, storagePort: 0, now: () => clock, log: () => {} })
})
afterAll(() => server.close())

async function api(path: string, body?: unknown) {
  const response = await fetch(`${server.apiBaseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

// The 10^6-cell model's NetCDF files take seconds each on the shared 2-core machine.
describe('the mock server with a run of the 10^6-cell model', { timeout: 300_000 }, () => {
  it('makes its result files in the thread and answers other requests meanwhile', async () => {
    const created = await api('/simulations/', {
      name: 'Million cells',
      hydromodel: 18,
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    })
    expect(created.status).toBe(201)
    const id = Number(created.body.id)
    expect((await api(`/simulations/${id}/actions/`, { name: 'start' })).status).toBe(201)
    clock = new Date(clock.getTime() + 3 * 3600_000)
    const started = performance.now()
    const listed = api(`/simulations/${id}/results/files/`).then((answer) => ({
      ...answer,
      ms: performance.now() - started,
    }))
    const answerTimes: number[] = []
    let done = false
    void listed.finally(() => (done = true))
    while (!done) {
      const asked = performance.now()
      expect((await api('/organisations/')).status).toBe(200)
      answerTimes.push(performance.now() - asked)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const list = await listed
    expect(list.status).toBe(200)
    const files = list.body.results as { filename: string; file: { size: number | null } }[]
    expect(files.map((file) => file.filename)).toContain('results_hydro.nc')
    // Answers that came while the list waited prove the files are made off the server's thread.
    expect(answerTimes.length).toBeGreaterThan(3)
    console.log(
      `10^6 cells: files listed after ${Math.round(list.ms)} ms;`,
      files.map((file) => `${file.filename} ${file.file.size}`).join(', '),
      `; other requests answered in at most ${Math.round(Math.max(...answerTimes))} ms`,
    )
  })
})
