import { expect, test, type Page } from './support/csp'
import { createShortRun, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { addBreachPickedOnMap, addMaximumWaterLevel, chooseSampleRain } from './support/configure'

const RAIN_FILE = 'sample-rain-netcdf4.nc'

/** A base run with a 2D water level, a breach picked on the map and a rain file. */
async function configureBase(page: Page) {
  await addMaximumWaterLevel(page)
  await page
    .getByRole('navigation', { name: 'Simulation sections' })
    .getByRole('link', { name: /^Events/ })
    .click()
  await addBreachPickedOnMap(page)
  const rain = await chooseSampleRain(page)
  await expect(rain.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
}

/** "New simulation from this one", named `name`; the page is then the copy's workspace. */
async function copyAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'New simulation from this one' }).click()
  const dialog = page.getByRole('dialog', { name: 'New simulation from this one' })
  await expect(dialog.getByLabel(/^Name of the new simulation/)).toHaveValue(/ \(copy\)$/)
  await dialog.getByLabel(/^Name of the new simulation/).fill(name)
  await dialog.getByRole('button', { name: 'Create the copy' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name, { timeout: 30_000 })
}

test.describe('new simulation from this one', () => {
  test('the copy opens with the same breach, initial condition and rain, and says what was copied; a rain file the browser lost is chosen again before the start', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    const baseName = `Copy base ${unique}`
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    await createShortRun(page, baseName)
    await configureBase(page)

    await copyAs(page, `Copy one ${unique}`)
    const summary = page.getByRole('region', { name: `Copied from ${baseName}` })
    await expect(summary).toContainText(
      `Copied: name, tags, start and duration, 2D water level (raster), 1 breach, rain file ${RAIN_FILE}.`,
    )
    await expect(summary.getByText(/^Not copied/)).toBeHidden()
    const run = page.getByRole('region', { name: 'Run' })
    for (const kind of ['2D water level (raster)', 'Breaches', 'Rain (NetCDF raster)']) {
      await expect(run.getByText(/^Configured: /)).toContainText(kind)
    }
    await page
      .getByRole('navigation', { name: 'Simulation sections' })
      .getByRole('link', { name: /^Events/ })
      .click()
    await expect(
      page.getByRole('list', { name: 'Configured breaches' }).getByRole('listitem'),
    ).toHaveCount(1)
    await expectNoAxeViolations(page)

    // Another browser (or one that dropped its kept files) has not the rain file's bytes.
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const opening = indexedDB.open('polder-kept-files')
          opening.onerror = () => reject(new Error('the kept files could not be opened'))
          opening.onsuccess = () => {
            const clearing = opening.result
              .transaction('records', 'readwrite')
              .objectStore('records')
              .clear()
            clearing.onsuccess = () => resolve(null)
            clearing.onerror = () => reject(new Error('the kept files could not be cleared'))
          }
        }),
    )
    await copyAs(page, `Copy two ${unique}`)
    const second = page.getByRole('region', { name: /^Copied from / })
    await expect(second).toContainText(`Not copied: rain file ${RAIN_FILE}`)
    await expect(run.getByText(`Rain file to choose again: ${RAIN_FILE}.`)).toBeVisible()
    await expect(run.getByRole('button', { name: 'Start' })).toBeDisabled()

    await second.getByRole('link', { name: 'Events' }).click()
    const rain = await chooseSampleRain(page)
    await expect(rain.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
    await expect(second.getByText(/^Not copied/)).toBeHidden()
    await expect(run.getByRole('button', { name: 'Start' })).toBeEnabled()
  })
})
