import { expect, test } from './support/csp'
import { apiBaseUrlOf, modeOf, signInAsModeller } from './support/app'
import { mockStorageOrigin } from './ports'
import { countRainPosts, createRunFromPage, openRainPanel, sampleRainPath } from './support/rain'

/**
 * The upload to the object store held, cut or refused (real-network mode only: page.route cannot
 * hold a PUT that the demo's service worker answers).
 */
test.describe('rain upload faults', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
  })

  test('network lost during the PUT: a message, the file kept, and Try again succeeds', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    let failed = false
    await page.route(`${mockStorageOrigin}/**`, async (route) => {
      if (route.request().method() === 'PUT' && !failed) {
        failed = true
        return route.abort('internetdisconnected')
      }
      return route.continue()
    })
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
    const alert = panel.getByRole('alert')
    await expect(alert).toContainText('The upload of sample-rain-netcdf4.nc failed')
    await expect(alert).toContainText('Could not reach the file storage')
    await alert.getByRole('button', { name: 'Try again' }).click()
    const files = panel.getByRole('list', { name: 'Rain files' })
    await expect(files.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
    await expect(files.getByRole('listitem')).toHaveCount(1)
  })

  test('an expired put_url (storage 403 once) is renewed once and the upload succeeds', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    let expired = false
    await page.route(`${mockStorageOrigin}/**`, async (route) => {
      if (route.request().method() === 'PUT' && !expired) {
        expired = true
        return route.fulfill({
          status: 403,
          headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/xml' },
          body: '<Error><Code>AccessDenied</Code><Message>Request has expired.</Message></Error>',
        })
      }
      return route.continue()
    })
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    const posts = countRainPosts(page)
    await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
    const files = panel.getByRole('list', { name: 'Rain files' })
    await expect(files.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
    await expect(files.getByRole('listitem')).toHaveCount(1)
    expect(expired).toBe(true)
    expect(posts()).toBe(2)
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
