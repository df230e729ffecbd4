import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { waitForLayer } from './support/map'

// Schoonhoven riolering 1D: the seeded sewer model without a 2D domain (id 19, the catalogue's last).
const oneDOnlyMap = '/models/19/map?layers=cells,pipes,manholes'

test('a model without 2D opens its map without cells and says why', async ({ page }, testInfo) => {
  // The grid administration is generated on its first download and then read in the worker.
  test.slow()
  await page.goto(oneDOnlyMap)
  await signInAsModeller(page, modeOf(testInfo))
  await expect(page.getByRole('heading', { name: 'Map of Schoonhoven riolering 1D' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: '2D cells' })).toBeChecked()
  // The 1D network is drawn, and nothing on the page reports a failure.
  await waitForLayer(page, 'pipes')
  await waitForLayer(page, 'manholes')
  await expect(
    page.getByText('This model has no 2D domain: there are no cells to draw'),
  ).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('alert')).toHaveCount(0)
})
