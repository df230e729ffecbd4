// `npx tsx bench/trace-map-opening.ts [modelId] [without-cells]`: where the time to the app's first idle
// of the cells map goes (`… 18 without-cells`: of the same map with no layer, the page's cost
// before any cell), on one line of time from navigation: the requests (page and workers) and
// the busy stretches of every thread (the page, the grid tiles and results workers, maplibre's
// workers), from Chromium's trace; TRACE_SHOWN_MS=3 shows shorter tasks than the 15 ms default.
// `… trace-map-opening.ts results` does the same up to the first coloured frame of a finished
// breach run's results map at 10^6 cells (bench/results-run.ts). A diagnostic beside
// `npm run bench`, not a goal; it reads the build of the last bench run.
import { chromium, type Request } from '@playwright/test'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { untilKept } from './measure-grid-cache'
import { idleAt, measureApp } from './measure-map'
import { warmResultsMap } from './measure-results-map'
import { finishedResultsRun } from './results-run'
import { startBenchServers } from './servers'
import { signedInPage, warm } from './session'

type TraceEvent = {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: {
    name?: string
    data?: { url?: string; functionName?: string; frame?: string; stackTrace?: unknown }
  }
}

declare global {
  interface Window {
    __traceColouredAt?: number
  }
}

const target = process.argv[2] ?? '3'
/** `… 18 without-cells`: the map opened with no layer, up to its first idle. */
const withoutCells = process.argv[3] === 'without-cells'
/** `… 18 repeat`: the cells map once first, until its grid is kept, then the traced visit. */
const repeat = process.argv[3] === 'repeat'
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
]
/** Tasks shorter than this are left out of the thread lines. */
const shownMs = Number(process.env.TRACE_SHOWN_MS ?? 15)

const servers = await startBenchServers('.cache/bench/dist')
const install = findChromiumInstall()
const browser = await chromium.launch({
  executablePath: install?.source === 'system' ? install.path : undefined,
  args: ['--headless=new'],
})
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '')
try {
  // As in the bench: a warm-up fills the mock's file cache and names the app's assets, and the
  // traced context's HTTP cache is first warmed with them.
  const opened = await openedPage(target)
  const { context, page } = await signedInPage(browser, servers.app)
  await warm(page, opened.assets)
  if (repeat) {
    await page.goto(`${servers.app}${opened.path}`)
    await page.waitForFunction(opened.done, false, { timeout: 180_000 })
    await untilKept(page)
  }
  const requests: Request[] = []
  page.on('requestfinished', (request) => requests.push(request))
  // The first coloured frame of the results map: the water layer's test hook counts frames. A
  // string, as tsx would wrap a named function in a helper the page does not have.
  await page.addInitScript(`(() => {
    const started = () => {
      if ((window.__polderWater?.frames ?? 0) > 0) window.__traceColouredAt ??= performance.now()
      else requestAnimationFrame(started)
    }
    requestAnimationFrame(started)
  })()`)
  await browser.startTracing(page, { categories })
  await page.goto(`${servers.app}${opened.path}`)
  await page.waitForFunction(opened.done, withoutCells, { timeout: 180_000 })
  const idle = (await page.evaluate(opened.done, withoutCells)) ?? NaN
  const { origin, now } = await page.evaluate(() => {
    performance.mark('bench-clock')
    return {
      origin: performance.timeOrigin,
      now: performance.getEntriesByName('bench-clock')[0]?.startTime ?? NaN,
    }
  })
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  await context.close()
  const clock = trace.traceEvents.find((e) => e.name === 'bench-clock')
  if (!clock) throw new Error('no clock mark in the trace')
  // Trace time (µs) to the page's performance.now() (ms from navigation).
  const at = (ts: number) => ts / 1000 - (clock.ts / 1000 - now)
  const lines: [number, string][] = []
  for (const request of requests) {
    const timing = request.timing()
    const start = timing.startTime - origin
    if (start < 0) continue
    const end = start + timing.responseEnd
    const size = (await request.sizes().catch(() => null))?.responseBodySize ?? 0
    lines.push([
      start,
      `net   ${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(6)}  ${shortUrl(request.url())} (${(size / 1024).toFixed(0)} kB)`,
    ])
  }
  const threadNames = new Map<string, string>()
  for (const e of trace.traceEvents) {
    if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?')
  }
  // A worker is named by the scripts it runs: ours, or maplibre's (a blob: URL).
  for (const e of trace.traceEvents) {
    const key = `${e.pid}:${e.tid}`
    const url = e.args?.data?.url
    const name = threadNames.get(key) ?? ''
    if (!url || !/Worker/.test(name)) continue
    if (url.includes('grid-tiles')) threadNames.set(key, 'grid tiles worker')
    else if (url.includes('results-file.worker')) threadNames.set(key, 'results file worker')
    else if (url.startsWith('blob:')) threadNames.set(key, `maplibre worker ${e.tid}`)
  }
  const tasks = trace.traceEvents.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= shownMs * 1000,
  )
  for (const task of tasks) {
    const key = `${task.pid}:${task.tid}`
    const thread = threadNames.get(key) ?? key
    if (!/CrRendererMain|worker/i.test(thread) && !process.env.TRACE_ALL) continue
    const end = task.ts + (task.dur ?? 0)
    const inside = trace.traceEvents.filter(
      (e) =>
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts <= end &&
        (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile'),
    )
    const what = [
      ...new Set(
        inside.map((e) => {
          const data = e.args?.data
          return `${e.name} ${shortUrl(data?.url ?? '')}${data?.functionName ? `:${data.functionName}` : ''}`
        }),
      ),
    ]
      .slice(0, 3)
      .join(', ')
    const start = at(task.ts)
    lines.push([
      start,
      `${thread.slice(0, 22).padEnd(22)} ${start.toFixed(0).padStart(6)} +${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms  ${what}`,
    ])
  }
  lines.sort((a, b) => a[0] - b[0])
  console.log(`${opened.title} at ${idle.toFixed(0)} ms`)
  for (const [, line] of lines) console.log(line)
} finally {
  await browser.close()
  await servers.close()
}

/** What is opened, and when it is done (run in the page: the time it was, or not yet). */
async function openedPage(what: string) {
  if (what === 'results') {
    const run = await finishedResultsRun(servers)
    const { resultsAssets } = await warmResultsMap(browser, servers, run)
    return {
      title: `Run ${run.simulationId} on model ${run.model.id}: first coloured frame`,
      assets: resultsAssets,
      path: `/simulations/${run.simulationId}/results`,
      done: (_withoutCells: boolean) => window.__traceColouredAt,
    }
  }
  const modelId = Number(what)
  const { assets } = await measureApp(browser, servers, modelId)
  return {
    title: `Model ${modelId}: first idle ${withoutCells ? 'with no layer' : 'with the cells'}`,
    assets,
    path: `/models/${modelId}/map?layers=${withoutCells ? '' : 'cells'}`,
    done: idleAt,
  }
}
