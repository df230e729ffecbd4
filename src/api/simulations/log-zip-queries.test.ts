import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FILE_MAKING_LIMIT_MS } from '@/api/polling/pace'
import type { Simulation } from '@/api/simulations/schema'
import { TEST_STORAGE_BASE } from '@/mocks/node'
import { finishedBreachRun } from '@/testing/finished-breach-run'
import { createTestQueryClient, setupTestBackend } from '@/testing/render-with-backend'
import { runFiguresQuery, type FiguresReading } from './log-zip-queries'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

/** A finished ten-minute run of model 1 through its nth potential breach, width in metres. */
const finishedRun = (nth: number, width = 10) =>
  finishedBreachRun(backend, nth, { name: `Breach ${nth} ${width} m`, width })

/** The store refuses the first GET of the run's log ZIP, as it does an expired link. */
function refuseLogsOnce(run: Simulation, status: number) {
  const refused: string[] = []
  backend.server.use(
    http.get(
      `${TEST_STORAGE_BASE}/simulations/${run.id}/results/log_files_sim_${run.id}.zip`,
      ({ request }) => {
        refused.push(request.url)
        return new HttpResponse('<Error><Code>AccessDenied</Code></Error>', { status })
      },
      { once: true },
    ),
  )
  return refused
}

const waterIn = (reading: FiguresReading) => (reading.ok ? reading.figures.waterIn : null)

function logZipRecord(run: Simulation) {
  const zip = backend.backend.world.resultFiles.find(
    (each) => each.simulation_id === run.id && each.filename.endsWith('.zip'),
  )
  if (!zip) throw new Error('a finished run has its log ZIP')
  return zip
}

describe('a run’s flow summary figures', { timeout: 30_000 }, () => {
  it('are each run’s own: breaches of other widths and places let in other volumes', async () => {
    const runs = [await finishedRun(0, 10), await finishedRun(0, 40), await finishedRun(5, 10)]
    const queryClient = createTestQueryClient()
    const read = await Promise.all(
      runs.map((run) => queryClient.fetchQuery(runFiguresQuery(run.id))),
    )
    const volumes = read.map(waterIn)
    volumes.forEach((volume) => expect(volume).toBeGreaterThan(0))
    expect(new Set(volumes).size).toBe(3)
    expect(volumes[1]).toBeGreaterThan(volumes[0]!)
  })

  it('renew the log ZIP’s link by itself when the store refuses it, then read it', async () => {
    const run = await finishedRun(0)
    const refused = refuseLogsOnce(run, 403)
    const reading = await createTestQueryClient().fetchQuery(runFiguresQuery(run.id))
    expect(refused).toHaveLength(1)
    expect(waterIn(reading)).toBeGreaterThan(0)
    expect(backend.sentTo(/\/results\/files\/\d+\/download\/$/)).toHaveLength(2)
  })

  it('wait for a log ZIP still being made, at the pace of the server’s checks, then read it', async () => {
    const run = await finishedRun(0)
    await backend.api(`/simulations/${run.id}/results/files/`)
    const zip = logZipRecord(run)
    zip.file.state = 'created'
    const queryClient = createTestQueryClient()
    const options = runFiguresQuery(run.id)
    expect(await queryClient.fetchQuery(options)).toMatchObject({
      ok: false,
      making: expect.any(Number),
    })
    expect(backend.sentTo(/\/results\/files\/\d+\/download\/$/)).toHaveLength(0)
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey })
    if (typeof options.refetchInterval !== 'function' || !query) throw new Error('a polled query')
    expect(options.refetchInterval(query as never)).toBe(500)
    zip.file.state = 'uploaded'
    await query.fetch()
    const read = queryClient.getQueryData<FiguresReading>(options.queryKey)
    expect(waterIn(read!)).toBeGreaterThan(0)
    expect(options.refetchInterval(query as never)).toBe(false)
  })

  it('stop waiting, and say so, once the log ZIP has been made for longer than the limit', async () => {
    const run = await finishedRun(0)
    await backend.api(`/simulations/${run.id}/results/files/`)
    logZipRecord(run).file.state = 'created'
    const queryClient = createTestQueryClient()
    const options = runFiguresQuery(run.id)
    const since = Date.now() - FILE_MAKING_LIMIT_MS - 1000
    const making: FiguresReading = { ok: false, making: since, reason: 'being made' }
    queryClient.setQueryData(options.queryKey, () => making)
    expect(await queryClient.fetchQuery({ ...options, staleTime: 0 })).toEqual({
      ok: false,
      reason: 'The log file was still being made after 10 minutes.',
    })
  })
})
