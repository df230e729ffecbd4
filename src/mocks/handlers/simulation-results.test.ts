import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fileRecord, listEnvelope } from '@/api/common'
import { statusRecord } from '@/api/simulations/schema'
import { inProcessGenerator, setResultFileGenerator } from '@/mocks/simulations/results/generator'
import { generateResultFile } from '@/mocks/simulations/results/generate'
import { LOG_ZIP_ENTRIES } from '@/mocks/simulations/results/log-zip'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/test-backend'

const { api, tick, now } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const resultFile = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  created: z.string(),
  file: fileRecord,
})
const download = z.object({
  get_url: z.string().url(),
  size: z.number().int().nullable(),
  etag: z.string().nullable(),
})

async function finishedRun(hydromodel = 1, duration = 3600) {
  const id = await createRun(api, { name: 'Results check', hydromodel, duration })
  await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
  return id
}

const filesOf = async (id: number) =>
  listEnvelope(resultFile).parse((await api(`/simulations/${id}/results/files/`)).body).results

describe('result files', { timeout: 30_000 }, () => {
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

  it('answers the true size and etag from the first request, before any download', async () => {
    const id = await finishedRun()
    tick(60)
    const [file] = await filesOf(id)
    const detail = resultFile.parse(
      (await api(`/simulations/${id}/results/files/${file?.id}/`)).body,
    )
    const answer = await api(`/simulations/${id}/results/files/${file?.id}/download/`)
    expect(answer.status).toBe(200)
    const link = download.parse(answer.body)
    const response = await fetch(link.get_url)
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength))
    expect(response.headers.get('Content-Type')).toBe('application/x-netcdf')
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x89, 0x48, 0x44, 0x46]) // HDF5
    const truth = { size: bytes.byteLength, etag: response.headers.get('ETag') }
    expect(truth.etag).toMatch(/^"[^"]+"$/)
    expect(file?.file).toMatchObject(truth)
    expect(detail.file).toMatchObject(truth)
    expect(link).toMatchObject(truth)
  })

  it('generates each file once: listing, then downloading twice serves the stored bytes', async () => {
    const generations: string[] = []
    setResultFileGenerator(async (run, filename) => {
      generations.push(filename)
      return generateResultFile(run, filename)
    })
    try {
      const id = await finishedRun()
      tick(60)
      const zip = (await filesOf(id)).find((file) => file.filename.endsWith('.zip'))
      const downloadOnce = async () => {
        const link = download.parse(
          (await api(`/simulations/${id}/results/files/${zip?.id}/download/`)).body,
        )
        return new Uint8Array(await (await fetch(link.get_url)).arrayBuffer())
      }
      const [first, second] = await Promise.all([downloadOnce(), downloadOnce()])
      const third = await downloadOnce()
      expect(generations.filter((filename) => filename === zip?.filename)).toHaveLength(1)
      expect(second).toEqual(first)
      expect(third).toEqual(first)
      expect(Object.keys(unzipSync(first)).sort()).toEqual([...LOG_ZIP_ENTRIES].sort())
    } finally {
      setResultFileGenerator(inProcessGenerator)
    }
  })

  it('starts making the files when the run ends, where a worker makes them', async () => {
    const started: string[] = []
    const offThread = async (run: Parameters<typeof generateResultFile>[0], filename: string) => {
      started.push(filename)
      return generateResultFile(run, filename)
    }
    setResultFileGenerator(offThread, { startAtRunEnd: true })
    try {
      const id = await finishedRun()
      tick(60)
      await api(`/simulations/${id}/status/`)
      expect(started.sort()).toEqual(
        ['aggregate_results_hydro.nc', `log_files_sim_${id}.zip`, 'results_hydro.nc'].sort(),
      )
      await filesOf(id)
      expect(started).toHaveLength(3)
    } finally {
      setResultFileGenerator(inProcessGenerator)
    }
  })

  it('leaves out the aggregate for a model without aggregation (the sewer model)', async () => {
    const id = await finishedRun(3, 3600)
    tick(60)
    expect((await filesOf(id)).map((file) => file.filename)).toEqual([
      'results_hydro.nc',
      `log_files_sim_${id}.zip`,
    ])
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
    const files = await filesOf(finished?.simulation_id ?? 0)
    expect(files.map((file) => file.filename)).toContain('results_hydro.nc')
    expect(files.length).toBeGreaterThanOrEqual(2)
  })

  it('answers 404 for a file of another simulation', async () => {
    const id = await finishedRun()
    tick(60)
    const [file] = await filesOf(id)
    const answer = await api(`/simulations/${id - 1}/results/files/${file?.id}/download/`)
    expect(answer.status).toBe(404)
  })
})
