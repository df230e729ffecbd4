import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fileRecord, listEnvelope } from '@/api/common'
import { simulation, statusRecord } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { setupTestBackend } from '@/testing/test-backend'

const { api, tick, now } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const resultFile = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  created: z.string(),
  file: fileRecord,
})
const download = z.object({ get_url: z.string().url(), size: z.number().int(), etag: z.string() })

async function finishedRun(hydromodel = 1, duration = 3600) {
  const created = await api('/simulations/', {
    body: {
      name: 'Results check',
      hydromodel,
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration,
    },
  })
  const { id } = simulation.parse(created.body)
  await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
  return id
}

const filesOf = async (id: number) =>
  listEnvelope(resultFile).parse((await api(`/simulations/${id}/results/files/`)).body).results

describe('result files', () => {
  it('appear only when the run finishes, expiring 7 days later', async () => {
    const id = await finishedRun()
    tick(5)
    expect(await filesOf(id)).toEqual([])
    tick(60)
    const files = await filesOf(id)
    expect(files.map((file) => file.filename)).toEqual([
      'results_hydro.nc',
      'aggregate_results_hydro.nc',
      `log_files_sim_${id}.zip`,
    ])
    const statuses = listEnvelope(statusRecord).parse(
      (await api(`/statuses/?simulation__id=${id}`)).body,
    )
    const finished = statuses.results[0]
    expect(finished?.name).toBe('finished')
    for (const file of files) {
      expect(file.created).toBe(finished?.created)
      // A date (reference `format: date`): the day on which the 7 days run out.
      const expires = new Date(Date.parse(finished?.created ?? '') + 7 * 24 * 3600 * 1000)
      expect(file.file.expiry_date).toBe(expires.toISOString().slice(0, 10))
    }
  })

  it('a crashed run leaves its log files only', async () => {
    const id = await finishedRun(3, 13 * 3600)
    tick(120)
    expect((await filesOf(id)).map((file) => file.filename)).toEqual([`log_files_sim_${id}.zip`])
  })

  it('downloads through a pre-signed URL fetched without the token', async () => {
    const id = await finishedRun()
    tick(60)
    const [file] = await filesOf(id)
    const answer = await api(`/simulations/${id}/results/files/${file?.id}/download/`)
    expect(answer.status).toBe(200)
    const link = download.parse(answer.body)
    const bytes = new Uint8Array(await (await fetch(link.get_url)).arrayBuffer())
    expect(bytes.byteLength).toBe(link.size)
    expect(link.size).toBeGreaterThan(0)
  })

  it('refuses the download once the files have expired', async () => {
    const id = await finishedRun()
    tick(60)
    const [file] = await filesOf(id)
    tick(7 * 24 * 3600)
    const answer = await api(`/simulations/${id}/results/files/${file?.id}/download/`)
    expect(answer).toEqual({ status: 400, body: { detail: 'This result file has expired.' } })
    expect((await filesOf(id))[0]?.file.state).toBe('removed')
    expect(now().getTime()).toBeGreaterThan(Date.parse(file?.file.expiry_date ?? ''))
  })

  it('seeded finished runs list their files too', async () => {
    const finished = listEnvelope(statusRecord).parse(
      (await api('/statuses/?name=finished&limit=1')).body,
    ).results[0]
    expect(await filesOf(finished?.simulation_id ?? 0)).toHaveLength(3)
  })

  it('answers 404 for a file of another simulation', async () => {
    const id = await finishedRun()
    tick(60)
    const [file] = await filesOf(id)
    const answer = await api(`/simulations/${id - 1}/results/files/${file?.id}/download/`)
    expect(answer.status).toBe(404)
  })
})
