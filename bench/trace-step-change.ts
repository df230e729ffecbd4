// `npx tsx bench/trace-step-change.ts`: where a cached step change's time goes on the results map
// at 10^6 cells, from the keydown to the cell layer's frame: the page thread's trace events in
// between, summed by name, for six step changes and six repaints. A diagnostic beside
// `npm run bench` (part `results-map`), not a goal; it reads the build of the last bench run.
import { chromium } from '@playwright/test'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { finishedResultsRun } from './results-run'
import { startBenchServers } from './servers'
import { signedInPage } from './session'

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number }

const servers = await startBenchServers('.cache/bench/dist')
const install = findChromiumInstall()
const browser = await chromium.launch({
  executablePath: install?.source === 'system' ? install.path : undefined,
  args: ['--headless=new'],
})
const frames = () => window.__polderWater?.frames ?? 0
try {
  const run = await finishedResultsRun(servers)
  const { context, page } = await signedInPage(browser, servers.app)
  await page.goto(`${servers.app}/simulations/${run.simulationId}/results`)
  await page.waitForFunction(frames, null, { timeout: 300_000 })
  const slider = page.getByRole('region', { name: 'Water on the map' }).getByRole('slider')
  await slider.focus()
  const last = Number(await slider.getAttribute('max'))
  for (let step = 1; step <= last; step += 1) {
    const before = await page.evaluate(frames)
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction((count) => (window.__polderWater?.frames ?? 0) > count, before)
    await page.waitForTimeout(300)
  }
  await page.waitForTimeout(1000)
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  })
  const marks: string[] = []
  for (let pair = 0; pair < 6; pair += 1) {
    for (const kind of ['step', 'repaint'] as const) {
      const before = await page.evaluate(frames)
      await page.evaluate((name) => performance.mark(`${name}-start`), `${kind}${pair}`)
      if (kind === 'step') await page.keyboard.press(pair % 2 === 0 ? 'ArrowLeft' : 'ArrowRight')
      else await page.evaluate(() => window.__polderWater?.repaint())
      await page.waitForFunction((count) => (window.__polderWater?.frames ?? 0) > count, before)
      await page.evaluate((name) => performance.mark(`${name}-end`), `${kind}${pair}`)
      marks.push(`${kind}${pair}`)
      await page.waitForTimeout(500)
    }
  }
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  await context.close()
  const events = trace.traceEvents
  const mark = (name: string) => events.find((event) => event.name === name)
  for (const name of marks) {
    const start = mark(`${name}-start`)
    const end = mark(`${name}-end`)
    if (!start || !end) continue
    const keydown = events.find(
      (event) => event.name === 'EventDispatch' && event.ts > start.ts && event.ts < end.ts,
    )
    const from = keydown?.ts ?? start.ts
    const inside = events.filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ts >= from &&
        event.ts <= end.ts &&
        (event.dur ?? 0) >= 200,
    )
    const byName = new Map<string, number>()
    for (const event of inside) {
      byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    }
    const parts = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([event, ms]) => `${event} ${ms.toFixed(1)}`)
    const frame = inside.find((event) => event.name === 'FireAnimationFrame')
    const dispatches = inside.filter((event) => event.name === 'EventDispatch')
    const after = (event: TraceEvent) => ((event.ts - from) / 1000).toFixed(1)
    const path = [
      ...dispatches.map(
        (event) => `dispatch ${after(event)}+${((event.dur ?? 0) / 1000).toFixed(1)}`,
      ),
      frame ? `frame at ${after(frame)}+${((frame.dur ?? 0) / 1000).toFixed(1)}` : 'no frame',
    ].join(', ')
    console.log(path)
    console.log(
      `${name.padEnd(9)} ${((end.ts - from) / 1000).toFixed(1).padStart(6)} ms  ${parts.join(', ')}`,
    )
  }
} finally {
  await browser.close()
  await servers.close()
}
