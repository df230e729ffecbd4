import { expect, test, type Page } from './support/csp'
import { modeOf, signInAsModeller, submitToken } from './support/app'
import { waitForLayer } from './support/map'

/** What the offline context draws in view: the map's test hook asks maplibre for it. */
function renderedContext(page: Page) {
  return page.evaluate(() => window.__polderMap?.renderedContext() ?? null)
}

// No basemapUrl is configured in the tests: the map has only what the app itself serves.
test.describe('the offline map at a working zoom', () => {
  test('shows the real coast and place names around the Walcheren coast model', async ({
    page,
  }, testInfo) => {
    await page.goto('/models/15/map')
    await submitToken(page, modeOf(testInfo), 'demo-outsider')
    await expect(page.getByRole('heading', { name: 'Map of Walcheren coast' })).toBeVisible()
    await waitForLayer(page, 'levees')
    await expect
      .poll(() => renderedContext(page))
      .toMatchObject({
        kinds: ['land', 'place', 'sea'],
        places: expect.arrayContaining(['Domburg', 'Westkapelle']),
      })
  })

  test('names the towns around the Zuidplaspolder', async ({ page }, testInfo) => {
    await page.goto('/models/1/map')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
    await waitForLayer(page, 'levees')
    await expect
      .poll(() => renderedContext(page))
      .toMatchObject({ places: expect.arrayContaining(['Zevenhuizen']) })
  })
})
