import type { BrowserContext, Page, Route } from '@playwright/test'
import { expect, test } from './support/csp'
import { createShortRun, signInAsModeller } from './support/app'
import { withUnwrittenCells } from './support/fill-values'
import { mockStorageOrigin } from './ports'

// Real-network mode only: the demo's storage is answered by its service worker, which a route
// cannot reach (the demo's broken file is the Results page's unit test, its fills the reader's).

const FRESH_LINK = 'Fetch it again with a fresh link; if it stays so, download it to inspect.'

/** The bytes [start, end] a `Range: bytes=start-end` asks for, within `size`. */
function rangeOf(header: string | undefined, size: number): [number, number] | null {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '')
  if (!match) return null
  const start = Number(match[1])
  return [start, Math.min(size - 1, match[2] ? Number(match[2]) : size - 1)]
}

/** Answers HEAD and ranged GETs of the results file from `body`, as the storage would. */
async function serveAs(route: Route, body: Buffer, type: string) {
  const request = route.request()
  const headers = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'Content-Length, Content-Range, Accept-Ranges, ETag',
    'accept-ranges': 'bytes',
    'content-type': type,
  }
  if (request.method() === 'HEAD') {
    return route.fulfill({
      status: 200,
      headers: { ...headers, 'content-length': `${body.length}` },
    })
  }
  const range = rangeOf((await request.headerValue('range')) ?? undefined, body.length)
  if (!range) return route.fulfill({ status: 200, headers, body })
  const [start, end] = range
  return route.fulfill({
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}` },
    body: body.subarray(start, end + 1),
  })
}

/** What the storage serves instead of results_hydro.nc, made from the whole file. */
type Serve = (
  whole: Buffer,
) => Promise<{ body: Buffer; type: string }> | { body: Buffer; type: string }

/**
 * Serves results_hydro.nc as `serve` makes it from the stored file (read once, whole). The file
 * is read in a worker: the context's route sees its requests too. Answers the whole file's size.
 */
async function routeResultsFile(context: BrowserContext, serve: () => Serve) {
  const held: { whole: Buffer | null } = { whole: null }
  await context.route(
    (url) => url.origin === mockStorageOrigin && url.pathname.endsWith('/results_hydro.nc'),
    async (route) => {
      if (!['GET', 'HEAD'].includes(route.request().method())) return route.fallback()
      if (!held.whole) {
        // The whole file once, whatever range this request asks for.
        const { range: _range, ...headers } = await route.request().allHeaders()
        held.whole = await (await route.fetch({ method: 'GET', headers })).body()
      }
      const { body, type } = await serve()(held.whole)
      return serveAs(route, body, type)
    },
  )
  return held
}

/** A ten-minute run of Zuidplaspolder, started and finished, with its Results section open. */
async function openResultsOfNewRun(page: Page, name: string) {
  await page.goto('/models/1')
  await signInAsModeller(page, 'real')
  const title = await createShortRun(page, `${name} ${Date.now()}`)
  await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
  await expect(title).toContainText('finished', { timeout: 60_000 })
  const sections = page.getByRole('navigation', { name: 'Simulation sections' })
  await sections.getByRole('link', { name: /^Results/ }).click()
  return page.getByRole('region', { name: 'Water on the map' })
}

test('a results file served broken says what is wrong, and fetching it again reads the next answer', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  let serve: Serve = (whole) => ({
    body: whole.subarray(0, Math.floor(whole.length * 0.6)),
    type: 'application/x-netcdf',
  })
  const held = await routeResultsFile(context, () => serve)
  const panel = await openResultsOfNewRun(page, 'Broken file')
  const failure = panel.getByRole('alert')
  await expect(failure).toContainText('Could not read the results file', { timeout: 30_000 })
  const size = held.whole?.length ?? 0
  const cut = Math.floor(size * 0.6)
  await expect(failure).toContainText(
    `The results file is incomplete: the storage holds ${cut.toLocaleString('en')} of its ${size.toLocaleString('en')} bytes (60 %). ${FRESH_LINK}`,
  )
  await expect(failure).not.toContainText('name not defined')
  await expect(failure.getByRole('button', { name: 'Download results_hydro.nc' })).toBeVisible()

  serve = () => ({
    body: Buffer.from('<!DOCTYPE html>\n<html><body>Sign in to continue</body></html>'),
    type: 'text/html',
  })
  await failure.getByRole('button', { name: 'Fetch it again with a fresh link' }).click()
  await expect(failure).toContainText(
    `The storage sent a web page (HTML), not the results file: the link may lead to a sign-in or error page. ${FRESH_LINK}`,
    { timeout: 30_000 },
  )
})

test('a results file without _FillValue: its unwritten cells are no value, not "3 m and more", and the level legend reads numbers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  // Made once from the stored file; every request of the reader is answered from it.
  const made: { file: ReturnType<typeof withUnwrittenCells> | null } = { file: null }
  await routeResultsFile(context, () => async (whole) => {
    made.file ??= withUnwrittenCells(whole)
    return { body: (await made.file).bytes, type: 'application/x-netcdf' }
  })
  const panel = await openResultsOfNewRun(page, 'Unwritten cells')
  const legend = panel.getByRole('figure', { name: /Water depth/ })
  await expect(legend).toBeVisible({ timeout: 30_000 })
  if (!made.file) throw new Error('The results file was never asked for.')
  const { cells } = await made.file
  const missing = Math.ceil(cells / 3)
  await expect(legend).toContainText(
    `${missing.toLocaleString('en')} of ${cells.toLocaleString('en')} cells have no value in the results file at this output time; they are not drawn.`,
  )
  await panel.getByRole('radio', { name: 'Water level' }).check()
  const levels = panel.getByRole('figure', { name: /Water level/ })
  await expect(levels).toBeVisible()
  await expect(levels).toContainText(/ m and more/)
  await expect(levels).not.toContainText('NaN')
  await expect(levels).not.toContainText('e+')
})

test("a fresh mock server's seeded finished run offers its files at once, no run needed", async ({
  page,
}) => {
  // The files are made on first listing: seconds on a busy machine.
  test.setTimeout(90_000)
  const seeded = page.getByRole('link', { name: 'Zuidplaspolder latest breach run' })
  await page.goto('/simulations?name__icontains=latest%20breach%20run')
  await signInAsModeller(page, 'real')
  await seeded.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('finished')
  const sections = page.getByRole('navigation', { name: 'Simulation sections' })
  await sections.getByRole('link', { name: /^Results/ }).click()
  const files = page.getByRole('region', { name: 'Result files' })
  await expect(files.getByRole('rowheader')).toHaveText(
    ['results_hydro.nc', 'aggregate_results_hydro.nc', /^log_files_sim_\d+\.zip$/],
    { timeout: 30_000 },
  )
  await expect(files).not.toContainText('Expired')
  // Days left depend on the wall clock against the seed's day: within the 7 kept, never expired.
  await expect(files.getByRole('row', { name: /^results_hydro\.nc/ })).toContainText(
    /Expires in [1-7] days?/,
  )
  const downloadEvent = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download results_hydro.nc' }).click()
  expect((await downloadEvent).suggestedFilename()).toBe('results_hydro.nc')
})
