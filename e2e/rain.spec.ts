import { expect, test } from './support/csp'
import { apiBaseUrlOf, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { countRainPosts, createRunFromPage, openRainPanel, sampleRainPath } from './support/rain'

test.describe('rain NetCDF', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
  })

  test('the sample NetCDF4 file uploads and is processed, with its time steps shown', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
    const files = panel.getByRole('list', { name: 'Rain files' })
    await expect(files.getByText('Ready: 12 time steps, every 5 min (300 s), in mm/h')).toBeVisible(
      {
        timeout: 20_000,
      },
    )
    await expect(files.getByText('sample-rain-netcdf4.nc')).toBeVisible()
    await expectNoAxeViolations(page)
    // What was uploaded is still there after a reload (the demo keeps records and bytes).
    await page.reload()
    await expect(
      page
        .getByRole('region', { name: 'Rain (NetCDF)' })
        .getByText('Ready: 12 time steps, every 5 min (300 s), in mm/h'),
    ).toBeVisible()
    if (modeOf(testInfo) === 'demo') {
      const keys = await page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const request = indexedDB.open('polder-mock-storage')
            request.onerror = () => reject(new Error('no database'))
            request.onsuccess = () => {
              const keysRequest = request.result
                .transaction('objects', 'readonly')
                .objectStore('objects')
                .getAllKeys()
              keysRequest.onsuccess = () => resolve(keysRequest.result.map(String))
            }
          }),
      )
      expect(keys.some((key) => key.endsWith('/sample-rain-netcdf4.nc'))).toBe(true)
    }
  })

  test('a NetCDF3 file is refused before anything is uploaded', async ({ page }, testInfo) => {
    // The Events section's budget, as its other tests here: five editors, a map and an axe check.
    test.setTimeout(60_000)
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    const posts = countRainPosts(page)
    await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf3'))
    const alert = panel.getByRole('alert')
    await expect(alert).toContainText('sample-rain-netcdf3-classic.nc was not uploaded')
    await expect(alert).toContainText(
      'This is a NetCDF3 (classic) file; the server takes NetCDF4 only: save it as NetCDF4',
    )
    await expect(panel.getByText('No rain file', { exact: true })).toBeVisible()
    expect(posts()).toBe(0)
    await expectNoAxeViolations(page)
  })

  test('an upload completes when the browser reports no upload progress', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    // As some browsers and proxies do: upload progress events never fire.
    await page.addInitScript(() => {
      const upload = XMLHttpRequestUpload.prototype
      Object.defineProperty(upload, 'onprogress', { set: () => undefined, get: () => null })
      const addEventListener = EventTarget.prototype.addEventListener
      upload.addEventListener = function (
        this: XMLHttpRequestUpload,
        ...args: Parameters<EventTarget['addEventListener']>
      ) {
        if (args[0] !== 'progress') addEventListener.apply(this, args)
      }
    })
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
    const files = panel.getByRole('list', { name: 'Rain files' })
    await expect(files.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
  })

  test('the sample files download from the form', async ({ page }, testInfo) => {
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openRainPanel(page, id)
    for (const name of ['NetCDF4 rain file', 'NetCDF3 (classic) file']) {
      const href = await panel.getByRole('link', { name }).getAttribute('href')
      const response = await page.request.get(href ?? '')
      expect(response.status()).toBe(200)
      expect((await response.body()).length).toBeGreaterThan(1000)
    }
  })
})
