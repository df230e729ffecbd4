import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'
import { SAMPLE_RAIN_FILES } from '../../src/lib/sample-rain-files'

/** The sample files the demo ships (public/samples, `npm run samples:rain`). */
export const sampleRainPath = (kind: keyof typeof SAMPLE_RAIN_FILES) =>
  fileURLToPath(new URL(`../../public/samples/${SAMPLE_RAIN_FILES[kind]}`, import.meta.url))

export const RAIN_COLLECTION = /\/simulations\/\d+\/events\/rain\/rasters\/netcdf\/?$/

/** A new `created` run of model 1, made through the app's own API base from inside the page. */
export async function createRunFromPage(page: Page, apiBaseUrl: string): Promise<number> {
  const id = await page.evaluate(async (base) => {
    const response = await fetch(`${base}/simulations/`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer demo-modeller',
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        name: `Rain e2e ${Date.now()}`,
        hydromodel: '1',
        organisation: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
        start_datetime: new Date().toISOString(),
        duration: 3600,
      }),
    })
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : null
  }, apiBaseUrl)
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
