import { expect, test } from './support/csp'
import { apiBaseUrlOf, modeOf, signInAsModeller } from './support/app'
import { mockStorageOrigin } from './ports'
import { createRunFromPage, openRainPanel, sampleRainPath } from './support/rain'

// Real-network mode only: page.route cannot hold a PUT that the demo's service worker answers.
// The upload faults (network loss, an expired put_url) are rows of fault-matrix.real.spec.ts.
test.describe('rain upload, cancelled', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
  })

  test('an upload can be cancelled, leaving no file behind', async ({ page }, testInfo) => {
    // The storage never answers this PUT: the upload stays in flight until it is cancelled.
    await page.route(`${mockStorageOrigin}/**`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue()
    })
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
    await expect(panel.getByRole('progressbar', { name: /^Uploading / })).toBeVisible()
    await panel.getByRole('button', { name: 'Cancel upload' }).click()
    await expect(
      panel.getByText('The upload of sample-rain-netcdf4.nc was cancelled'),
    ).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Upload it again' })).toBeVisible()
    await expect(panel.getByText('No rain file', { exact: true })).toBeVisible()
  })
})
