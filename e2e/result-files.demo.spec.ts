import { expect, test } from './support/csp'
import { signInAsModeller } from './support/app'
import { send, type DemoCall } from './support/demo-api'

const PWB = '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b'

/**
 * The demo generates a run's result files when they are first listed, in a Web Worker (msw runs
 * the mock's handlers on the page): the first list already names each file's true size, and
 * results_hydro.nc arrives as real HDF5 bytes of that size, made by the worker.
 */
test('a finished demo run serves real result files, generated in a worker', async ({ page }) => {
  // The run itself takes about 10 s of demo time before its files exist.
  test.setTimeout(60_000)
  await page.goto('/sign-in')
  await signInAsModeller(page, 'demo')
  const api = (call: DemoCall) => send(page, call)

  const created = await api({
    path: '/simulations/',
    body: {
      name: 'E2E result files',
      hydromodel: 1,
      organisation: PWB,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    },
  })
  expect(created.status).toBe(201)
  const { id } = created.body as { id: number }
  expect((await api({ path: `/simulations/${id}/actions/`, body: { name: 'start' } })).status).toBe(
    201,
  )
  type FileAnswer = { id: number; filename: string; file: { size: number | null; etag: unknown } }
  const listFiles = async () =>
    ((await api({ path: `/simulations/${id}/results/files/` })).body as { results?: FileAnswer[] })
      .results ?? []
  const worker = page.waitForEvent('worker', (started) =>
    started.url().includes('generator.worker'),
  )
  await expect
    .poll(async () => (await listFiles()).map((file) => file.filename), { timeout: 25_000 })
    .toEqual(['results_hydro.nc', 'aggregate_results_hydro.nc', `log_files_sim_${id}.zip`])
  await worker
  const [results] = await listFiles()
  expect(results?.file.size).toBeGreaterThan(0)

  const link = (await api({ path: `/simulations/${id}/results/files/${results?.id}/download/` }))
    .body as { get_url: string; size: number; etag: string }
  expect(link).toMatchObject({ size: results?.file.size, etag: results?.file.etag })
  const download = await page.evaluate(async (url) => {
    const response = await fetch(url)
    const bytes = new Uint8Array(await response.arrayBuffer())
    return {
      status: response.status,
      length: Number(response.headers.get('Content-Length')),
      size: bytes.byteLength,
      signature: Array.from(bytes.slice(0, 8)),
    }
  }, link.get_url)
  expect(download.status).toBe(200)
  expect(download.signature).toEqual([0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(download.length).toBe(download.size)
  expect(download.size).toBe(link.size)
})
