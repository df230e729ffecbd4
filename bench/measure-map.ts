import type { Browser, Page } from '@playwright/test'
import { recordLongTasks, summariseLongTasks, type LongTaskSummary } from './long-tasks'
import type { BenchServers } from './servers'
import { appPage, viewport, warm } from './session'

export type MapSample = {
  idle: number
  longTasks: LongTaskSummary
  /** 95th percentile of frame intervals while the map is dragged and zoomed, after first idle. */
  frameP95: number
}
export type MapBox = { width: number; height: number }

const timeout = 180_000

declare global {
  interface Window {
    __longTasks?: number[]
    __frames?: number[]
  }
}

/** Fills the context's HTTP cache with `urls` from a page of their origin. */
/**
 * Drags the map and zooms it with the wheel, the same gestures on both sides, recording the
 * interval of every animation frame meanwhile; then waits for the map to settle.
 */
async function panAndZoom(page: Page, canvas: string, settledTest: () => boolean): Promise<number> {
  const box = await page.locator(canvas).boundingBox()
  if (!box) return Number.NaN
  await page.evaluate(`(() => {
    const frames = []
    Object.defineProperty(window, '__frames', { value: frames, configurable: true })
    let last = performance.now()
    requestAnimationFrame(function tick(now) {
      frames.push(now - last)
      last = now
      if (frames.length < 100000) requestAnimationFrame(tick)
    })
  })()`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let step = 1; step <= 20; step += 1) await page.mouse.move(x - step * 12, y - step * 6)
  await page.mouse.up()
  for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, step < 3 ? -240 : 240)
  await page.waitForFunction(settledTest, null, { timeout, polling: 100 })
  const frames = await page.evaluate(() => (window.__frames ?? []).slice(1))
  const sorted = [...frames].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN
}

/** When the app's map is done: idle with the cells loaded, or (`withoutCells`) idle at all. */
export function idleAt(withoutCells: boolean): number | undefined {
  const hook = window.__polderMap
  if (!hook) return undefined
  return withoutCells ? (hook.firstIdle ?? undefined) : hook.firstIdleWithLayer.cells
}

/**
 * From navigation start to the map's first idle with the cells layer loaded, in the app; then the
 * pan/zoom frames unless `panZoom` is false (the results map part needs only the first idle).
 * `withoutCells` opens the same map with no layer at all, to its first idle: the page's floor.
 */
export async function measureApp(
  browser: Browser,
  servers: BenchServers,
  modelId: number,
  warmUrls: readonly string[] = [],
  { panZoom = true, withoutCells = false }: { panZoom?: boolean; withoutCells?: boolean } = {},
): Promise<MapSample & { box: MapBox; assets: string[] }> {
  const { context, page, assets } = await appPage(browser, servers.app, warmUrls, [recordLongTasks])
  await page.goto(`${servers.app}/models/${modelId}/map?layers=${withoutCells ? '' : 'cells'}`)
  await page.waitForFunction(idleAt, withoutCells, { timeout })
  const idle = (await page.evaluate(idleAt, withoutCells)) ?? Number.NaN
  const durations = await page.evaluate(() => window.__longTasks ?? [])
  const box = await page.locator('.model-map__canvas').boundingBox()
  const frameP95 = panZoom
    ? await panAndZoom(
        page,
        '.model-map__canvas',
        () => window.__polderMap?.isIdleWithLayer('cells') === true,
      )
    : Number.NaN
  await context.close()
  const size = box ? { width: Math.round(box.width), height: Math.round(box.height) } : viewport
  return {
    idle,
    longTasks: summariseLongTasks(durations),
    frameP95,
    box: size,
    assets: assets(),
  }
}

/**
 * The same, for a page that is nothing but maplibre (bare-page.ts), registered at `path` of the
 * bare server: the same cells layers, map size and view as the app's.
 */
export async function measureBare(
  browser: Browser,
  servers: BenchServers,
  options: { path: string; html: string; warmUrls: readonly string[] },
): Promise<MapSample> {
  servers.serveBare(options.path, options.html, 'text/html')
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${servers.bare}/warm.html`)
  await warm(page, options.warmUrls)
  await page.addInitScript(recordLongTasks)
  await page.goto(`${servers.bare}${options.path}`)
  await page.waitForFunction(() => window.__bareIdle !== undefined, null, { timeout })
  const { idle, durations } = await page.evaluate(() => ({
    idle: window.__bareIdle ?? Number.NaN,
    durations: window.__longTasks ?? [],
  }))
  const frameP95 = await panAndZoom(page, '#map', () => window.__bareMap?.loaded() === true)
  await context.close()
  return { idle, longTasks: summariseLongTasks(durations), frameP95 }
}
