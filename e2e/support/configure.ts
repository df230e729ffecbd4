import { expect, type Page } from './csp'
import { breachOnCanvas, waitForLayer } from './map'
import { sampleRainPath } from './rain'
import { addChosenBreach } from './sets'

/** On a run's page: the 2D water level from the raster's maximum, added in Initial conditions. */
export async function addMaximumWaterLevel(page: Page) {
  await page
    .getByRole('navigation', { name: 'Simulation sections' })
    .getByRole('link', { name: /^Initial conditions/ })
    .click()
  const raster = page.getByRole('region', { name: '2D water level (raster)' })
  await raster.getByLabel(/^Aggregation/).selectOption('max')
  await raster.getByRole('button', { name: 'Add the 2D water level' }).click()
  await expect(raster.getByText(/^Maximum: the highest raster level/)).toBeVisible()
}

/** On the Events section: a potential breach clicked on the breach form's map, added 12 m wide. */
export async function addBreachPickedOnMap(page: Page) {
  const form = page.getByRole('form', { name: 'Add a breach' })
  await form.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
  await waitForLayer(page, 'breaches')
  const breach = await breachOnCanvas(page)
  if (!breach) throw new Error('no potential breach drawn inside the canvas')
  await page.mouse.click(breach.x, breach.y)
  await addChosenBreach(page, form)
}

/** On the Events section: the demo's NetCDF4 sample chosen as the rain file; answers the panel. */
export async function chooseSampleRain(page: Page) {
  const rain = page.getByRole('region', { name: 'Rain (NetCDF)' })
  await rain.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
  return rain
}
