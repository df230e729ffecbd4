// Not ./support/csp's test: these pages are refused on purpose, so violations are expected here.
import { createServer, type Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { createDistHandler } from '../scripts/serve-dist'
import { signInAsModeller } from './support/app'
import {
  apiOnlyPolicyOrigin,
  e2ePorts,
  mockApiBaseUrl,
  mockStorageOrigin,
  realOrigin,
} from './ports'
import { fixtureBasemaps } from './support/fixture-basemaps'

// serve-dist run as the README once said (no CSP_CONNECT_SRC) drew an empty map
// and blamed "the file storage answered 0". A fetch the browser refuses now says why.

const polderMap = '/models/1/map'
// The map page starts maplibre and its workers: slow on a busy machine.
const mapLoaded = { timeout: 30_000 }
test.describe.configure({ timeout: 60_000 })

test.describe('a policy without the object store', () => {
  let server: Server
  test.beforeAll(async () => {
    const config = JSON.stringify({
      mode: 'real',
      apiBaseUrl: mockApiBaseUrl,
      basemaps: fixtureBasemaps,
    })
    const handler = createDistHandler({ root: 'dist', config })
    server = createServer((request, response) => void handler(request, response))
    await new Promise<void>((listening) =>
      server.listen(e2ePorts.apiOnlyPolicy, '127.0.0.1', listening),
    )
  })
  test.afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

  test('the page names the connect-src to add', async ({ page }) => {
    await page.goto(`${apiOnlyPolicyOrigin}${polderMap}`)
    await signInAsModeller(page, 'real')
    await expect(page.getByRole('alert').first()).toContainText(
      `blocked by the page's Content-Security-Policy (connect-src must name ${mockStorageOrigin})`,
      mapLoaded,
    )
    await expect(page.getByText(/answered 0/)).toHaveCount(0)
  })
})

test('a store out of reach: the page says not reachable or not allowed by CORS', async ({
  page,
}) => {
  await page.route(
    (url) => url.origin === mockStorageOrigin && url.pathname !== '/',
    // The page cannot tell a refused connection from a CORS refusal (page.route cannot fake the
    // latter: it adds CORS headers itself), so one message names both.
    (route) => route.abort('connectionrefused'),
  )
  await page.goto(polderMap)
  await signInAsModeller(page, 'real')
  await expect(page.getByRole('alert').first()).toContainText(
    `not reachable, or not allowed by CORS from ${realOrigin}.`,
    mapLoaded,
  )
})
