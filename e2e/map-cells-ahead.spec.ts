import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { waitForLayer } from './support/map'

/** When the page asked for the model and its grid's link, and when the model's answer ended. */
function requestTimes() {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  const at = (path: RegExp) => entries.find((entry) => path.test(new URL(entry.name).pathname))
  const model = at(/\/hydromodels\/1\/$/)
  const link = at(/\/hydromodels\/1\/gridadmin\/download\/$/)
  return { modelAnswered: model?.responseEnd ?? null, linkAsked: link?.startTime ?? null }
}

// Record 0061: the cells' work starts beside the model's request, so it overlaps the map's own load.
test('a map entered with the cells asks for its grid before the model has answered', async ({
  page,
}, testInfo) => {
  // A map page on a shared machine: WebGL in software is slow to start.
  test.setTimeout(90_000)
  await page.goto('/models/1/map?layers=cells')
  await signInAsModeller(page, modeOf(testInfo))
  await waitForLayer(page, 'cells')
  // A fresh page load with the session: every request of the map's opening is timed from it.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
  await waitForLayer(page, 'cells')
  const { modelAnswered, linkAsked } = await page.evaluate(requestTimes)
  expect(modelAnswered).not.toBeNull()
  expect(linkAsked).not.toBeNull()
  expect(linkAsked ?? Infinity).toBeLessThan(modelAnswered ?? 0)
})
