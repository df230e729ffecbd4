import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { SAMPLE_RAIN_FILES } from '../../src/lib/sample-rain-files'
import { apiBaseUrlOf } from './app'
import { postRunFromPage } from './runs'

/** The sample files the demo ships (public/samples, `npm run samples:rain`). */
export const sampleRainPath = (kind: keyof typeof SAMPLE_RAIN_FILES) =>
  fileURLToPath(new URL(`../../public/samples/${SAMPLE_RAIN_FILES[kind]}`, import.meta.url))

export const RAIN_COLLECTION = /\/simulations\/\d+\/events\/rain\/rasters\/netcdf\/?$/

/** A new `created` run of model 1, made through the app's own API base from inside the page. */
export async function createRunFromPage(page: Page, apiBaseUrl: string): Promise<number> {
  const { id } = await postRunFromPage(page, apiBaseUrl, { name: `Rain e2e ${Date.now()}` })
  expect(typeof id).toBe('number')
  return Number(id)
}

/** The rain panel of a run's events section. */
export async function openRainPanel(page: Page, id: number) {
  await page.goto(`/simulations/${id}/events`)
  const panel = page.getByRole('region', { name: 'Rain (NetCDF)' })
  await expect(panel.getByText('No rain file', { exact: true })).toBeVisible()
  return panel
}

/** The rain panel of a new run made from the page (see createRunFromPage), and the run's id. */
export async function rainPanelOfNewRun(page: Page, testInfo: TestInfo) {
  const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
  return { id, panel: await openRainPanel(page, id) }
}

/** The design storm labelled `label` chosen in the rain panel. */
export async function chooseDesignStorm(panel: Locator, label: string) {
  await panel.getByRole('radio', { name: 'Design storm' }).check()
  await panel.getByRole('combobox', { name: 'Storm' }).selectOption({ label })
}

/** POSTs to the rain collection the page sends, counted from now on. */
export function countRainPosts(page: Page): () => number {
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && RAIN_COLLECTION.test(new URL(request.url()).pathname)) {
      posts += 1
    }
  })
  return () => posts
}
