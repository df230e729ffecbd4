import type { Route } from '@playwright/test'
import { expect, test } from './support/csp'
import { createShortRun, signInAsModeller } from './support/app'
import { mockStorageOrigin } from './ports'

// Real-network mode only: the demo's storage is answered by its service worker, which a route
// cannot reach (the demo's broken file is the Results page's unit test).

/** What the storage serves instead of results_hydro.nc: its first 60 %, or a web page. */
type Serving = { as: 'cut'; share: number } | { as: 'html' }

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

test('a results file served broken says what is wrong, and fetching it again reads the next answer', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  let serving: Serving = { as: 'cut', share: 0.6 }
  let whole: Buffer | null = null
  // The results file is read in a worker: the context's route sees its requests too.
  await context.route(
    (url) => url.origin === mockStorageOrigin && url.pathname.endsWith('/results_hydro.nc'),
    async (route) => {
      if (!['GET', 'HEAD'].includes(route.request().method())) return route.fallback()
      if (!whole) {
        // The whole file once, whatever range this request asks for.
        const { range: _range, ...headers } = await route.request().allHeaders()
        whole = await (await route.fetch({ method: 'GET', headers })).body()
      }
      if (serving.as === 'html') {
        const page = Buffer.from('<!DOCTYPE html>\n<html><body>Sign in to continue</body></html>')
        return serveAs(route, page, 'text/html')
      }
      return serveAs(
        route,
        whole.subarray(0, Math.floor(whole.length * serving.share)),
        'application/x-netcdf',
      )
    },
  )
  await page.goto('/models/1')
  await signInAsModeller(page, 'real')
  const title = await createShortRun(page, `Broken file ${Date.now()}`)
  await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
  await expect(title).toContainText('finished', { timeout: 60_000 })
  const sections = page.getByRole('navigation', { name: 'Simulation sections' })
  await sections.getByRole('link', { name: /^Results/ }).click()

  const panel = page.getByRole('region', { name: 'Water on the map' })
  const failure = panel.getByRole('alert')
  await expect(failure).toContainText('Could not read the results file', { timeout: 30_000 })
  const size = (whole as Buffer | null)?.length ?? 0
  const held = Math.floor(size * 0.6)
  await expect(failure).toContainText(
    `The results file is incomplete: the storage holds ${held.toLocaleString('en')} of its ${size.toLocaleString('en')} bytes (60 %). ${FRESH_LINK}`,
  )
  await expect(failure).not.toContainText('name not defined')
  await expect(failure.getByRole('button', { name: 'Download results_hydro.nc' })).toBeVisible()

  serving = { as: 'html' }
  await failure.getByRole('button', { name: 'Fetch it again with a fresh link' }).click()
  await expect(failure).toContainText(
    `The storage sent a web page (HTML), not the results file: the link may lead to a sign-in or error page. ${FRESH_LINK}`,
    { timeout: 30_000 },
  )
})
