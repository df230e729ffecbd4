import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { signedInPage } from './session'

export type FirstLoad = {
  files: string[]
  bytes: number
  gzipBytes: number
  mapCode: string[]
  chartCode: string[]
}

// Strings only maplibre's and recharts' own code carries (their CSS class names).
const mapMarker = 'maplibregl-'
const chartMarker = 'recharts-'

/** Every script the models list page loads when opened directly, read back from the build. */
export async function measureModelsFirstLoad(
  browser: Browser,
  appOrigin: string,
  distDir: string,
): Promise<FirstLoad> {
  const { context, page } = await signedInPage(browser, appOrigin)
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (response.url().startsWith(appOrigin) && path.endsWith('.js')) scripts.add(path)
  })
  await page.goto(`${appOrigin}/models`)
  await page.getByRole('heading', { name: 'Models', level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
  await context.close()
  const files = [...scripts].sort()
  const contents = files.map((path) => readFileSync(join(distDir, path)))
  return {
    files,
    bytes: contents.reduce((total, body) => total + body.length, 0),
    gzipBytes: contents.reduce((total, body) => total + gzipSync(body).length, 0),
    mapCode: files.filter((_, index) => contents[index]?.includes(mapMarker)),
    chartCode: files.filter((_, index) => contents[index]?.includes(chartMarker)),
  }
}
