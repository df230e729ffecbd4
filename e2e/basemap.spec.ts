import { expect, test, type Page } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { consoleErrors, shareOfColour } from './support/basemap'
import { fixtureTileRgb } from './support/fixture-basemaps'
import { waitForLayer } from './support/map'
import { tilesOrigin, unreachableApiOrigin } from './ports'

const polderMap = '/models/1/map'
const unreachableNote =
  'The background map (Unreachable tiles) cannot be reached; showing the offline outline.'

async function openPolderMap(page: Page, mode: 'demo' | 'real', path = polderMap) {
  await page.goto(path)
  await signInAsModeller(page, mode)
  await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
  await waitForLayer(page, 'levees')
}

function renderedContext(page: Page) {
  return page.evaluate(() => window.__polderMap?.renderedContext() ?? null)
}

// The test servers list fixture basemaps (playwright.config.ts), served by e2e/support/tile-server.ts.
test.describe('the background map', () => {
  // The map page starts maplibre and its workers: slow on a busy machine.
  test.describe.configure({ timeout: 60_000 })

  test('draws the first listed map under the model, from its tile server', async ({
    page,
  }, testInfo) => {
    const tiles: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${tilesOrigin}/map/`)) tiles.push(request.url())
    })
    await openPolderMap(page, modeOf(testInfo))
    await expect(page.getByLabel('Background')).toHaveValue('fixture-map')
    await expect.poll(() => tiles.length).toBeGreaterThan(1)
    await expect.poll(() => shareOfColour(page, fixtureTileRgb.map)).toBeGreaterThan(0.2)
    await expect(page.getByText('Fixture tiles')).toBeVisible()
  })

  test('an aerial choice is kept in the link and, after a reload, in this browser', async ({
    page,
  }, testInfo) => {
    // The map opens three times, each a few seconds on a loaded machine.
    test.slow()
    await openPolderMap(page, modeOf(testInfo))
    await page.getByLabel('Background').selectOption('Aerial: Fixture aerial')
    await expect(page).toHaveURL(/basemap=fixture-aerial/)
    await expect.poll(() => shareOfColour(page, fixtureTileRgb.aerial)).toBeGreaterThan(0.2)
    // Opened again without the link's choice: the browser remembers it.
    await page.goto(polderMap)
    await expect(page.getByLabel('Background')).toHaveValue('fixture-aerial')
    await waitForLayer(page, 'levees')
    await expect.poll(() => shareOfColour(page, fixtureTileRgb.aerial)).toBeGreaterThan(0.2)
    await page.getByLabel('Background').selectOption('None (offline outline)')
    await page.reload()
    await expect(page.getByLabel('Background')).toHaveValue('none')
    await waitForLayer(page, 'levees')
    expect(await shareOfColour(page, fixtureTileRgb.map)).toBe(0)
  })

  test('tiles that cannot be reached: said once, the offline context shown, one console line', async ({
    page,
  }, testInfo) => {
    const errors = consoleErrors(page)
    const tries: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(unreachableApiOrigin)) tries.push(request.url())
    })
    await openPolderMap(page, modeOf(testInfo), `${polderMap}?basemap=unreachable`)
    await expect(page.getByRole('status').filter({ hasText: unreachableNote })).toHaveCount(1)
    await expect
      .poll(() => renderedContext(page))
      .toMatchObject({ places: expect.arrayContaining(['Zevenhuizen']) })
    // Moving the map asks for no tile: the raster was never added.
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await waitForLayer(page, 'levees')
    expect(tries.length).toBeLessThanOrEqual(1)
    expect(errors.length, errors.join('\n')).toBeLessThanOrEqual(1)
    await expect(page.getByText(unreachableNote)).toHaveCount(1)
  })

  test('tiles refused on the way (blocked): the map says so and keeps the outline', async ({
    page,
  }, testInfo) => {
    const errors = consoleErrors(page)
    await page.context().route(`${tilesOrigin}/**`, (route) => route.abort())
    await openPolderMap(page, modeOf(testInfo))
    await expect(
      page.getByText(
        'The background map (Fixture map) cannot be reached; showing the offline outline.',
      ),
    ).toHaveCount(1)
    expect(errors.length, errors.join('\n')).toBeLessThanOrEqual(1)
    expect(await shareOfColour(page, fixtureTileRgb.map)).toBe(0)
  })
})
