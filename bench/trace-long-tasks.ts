// `npx tsx bench/trace-long-tasks.ts [modelId]`: what the long main-thread tasks are made of while
// the app's map opens (Chromium's trace), to tell the app's script from the browser's own work.
// A diagnostic beside `npm run bench`, not a goal; it reads the build of the last bench run.
import { chromium } from '@playwright/test'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { startBenchServers } from './servers'
import { signedInPage } from './session'

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string; data?: { url?: string } }
}

const modelId = Number(process.argv[2] ?? 1)
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'gpu',
]
/** The parts of a task worth naming: script, and the wait for the GPU's pixels at commit. */
const named = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile', 'GLES2::ReadPixels'])

function longTasksOfMainThread(events: readonly TraceEvent[], overMs: number) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const onMain = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
  )
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > overMs * 1000)
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const parts = new Map<string, number>()
    for (const e of onMain) {
      if (!named.has(e.name) || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue
      parts.set(e.name, (parts.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
    }
    return { ms: (task.dur ?? 0) / 1000, parts }
  })
}

const servers = await startBenchServers('.cache/bench/dist')
const install = findChromiumInstall()
const browser = await chromium.launch({
  executablePath: install?.source === 'system' ? install.path : undefined,
  args: ['--headless=new'],
})
try {
  const { context, page } = await signedInPage(browser, servers.app)
  await browser.startTracing(page, { categories })
  await page.goto(`${servers.app}/models/${modelId}/map?layers=cells`)
  await page.waitForFunction(
    () => window.__polderMap?.firstIdleWithLayer.cells !== undefined,
    null,
    {
      timeout: 180_000,
    },
  )
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  await context.close()
  const tasks = longTasksOfMainThread(trace.traceEvents, 50).sort((a, b) => b.ms - a.ms)
  console.log(`Model ${modelId}: ${tasks.length} main-thread tasks over 50 ms, longest first`)
  for (const task of tasks.slice(0, 8)) {
    const parts = [...task.parts].map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')
    console.log(`  ${Math.round(task.ms)} ms: ${parts || 'no script, no readback'}`)
  }
} finally {
  await browser.close()
  await servers.close()
}
