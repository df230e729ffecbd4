import type { Browser } from '@playwright/test'
import { barePage } from './bare-page'
import { recordLongTasks, summariseLongTasks, type LongTaskSummary } from './long-tasks'
import type { BenchServers } from './servers'
import { signedInPage, viewport } from './session'

export type MapSample = { idle: number; longTasks: LongTaskSummary }
export type MapBox = { width: number; height: number }

const timeout = 180_000

declare global {
  interface Window {
    __bareIdle?: number
    __longTasks?: number[]
  }
}

/** From navigation start to the map's first idle with the cells layer loaded, in the app. */
export async function measureApp(
  browser: Browser,
  servers: BenchServers,
  modelId: number,
): Promise<MapSample & { box: MapBox }> {
  const { context, page } = await signedInPage(browser, servers.app)
  await page.addInitScript(recordLongTasks)
  await page.goto(`${servers.app}/models/${modelId}/map?layers=cells`)
  await page.waitForFunction(
    () => window.__polderMap?.firstIdleWithLayer.cells !== undefined,
    null,
    {
      timeout,
    },
  )
  const { idle, durations } = await page.evaluate(() => ({
    idle: window.__polderMap?.firstIdleWithLayer.cells ?? Number.NaN,
    durations: window.__longTasks ?? [],
  }))
  const box = await page.locator('.model-map__canvas').boundingBox()
  await context.close()
  const size = box ? { width: Math.round(box.width), height: Math.round(box.height) } : viewport
  return { idle, longTasks: summariseLongTasks(durations), box: size }
}

/** The same, for a page that is nothing but maplibre, the same file and the same layers. */
export async function measureBare(
  browser: Browser,
  servers: BenchServers,
  options: { geojsonUrl: string; bounds: [[number, number], [number, number]]; box: MapBox },
): Promise<MapSample> {
  servers.serveBare('/bare.html', barePage({ ...options, ...options.box }), 'text/html')
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  await page.goto(`${servers.bare}/bare.html`)
  await page.waitForFunction(() => window.__bareIdle !== undefined, null, { timeout })
  const { idle, durations } = await page.evaluate(() => ({
    idle: window.__bareIdle ?? Number.NaN,
    durations: window.__longTasks ?? [],
  }))
  await context.close()
  return { idle, longTasks: summariseLongTasks(durations) }
}
