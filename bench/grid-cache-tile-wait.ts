// `npx tsx bench/grid-cache-tile-wait.ts [modelId]`: per fresh context, a first and a repeat visit to
// the cells map: when the map asked for its first grid tile, when the grid worker had answered the
// first four, and the first idle (ms from navigation). A diagnostic beside the `grid-cache` part;
// it reads the build of the last bench run.
import { chromium } from '@playwright/test'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { untilKept } from './measure-grid-cache'
import { idleAt } from './measure-map'
import { startBenchServers } from './servers'
import { signedInPage } from './session'

const servers = await startBenchServers('.cache/bench/dist')
const install = findChromiumInstall()
const browser = await chromium.launch({
  executablePath: install?.source === 'system' ? install.path : undefined,
  args: ['--headless=new'],
})
// Comlink's calls to the grid worker carry a path and an id; its answers carry the same id.
const init = `(() => {
  const post = Worker.prototype.postMessage
  const asked = new Map()
  window.__tileWait = { asked: [], answered: [] }
  Worker.prototype.postMessage = function (data, ...rest) {
    if (data && Array.isArray(data.path) && data.path[0] === 'tile') {
      asked.set(data.id, performance.now())
      window.__tileWait.asked.push(performance.now())
      if (!this.__watched) {
        this.__watched = true
        this.addEventListener('message', (event) => {
          if (asked.has(event.data && event.data.id)) window.__tileWait.answered.push(performance.now())
        })
      }
    }
    return post.call(this, data, ...rest)
  }
})()`
const model = process.argv[2] ?? '18'
try {
  for (let run = 0; run < 3; run += 1) {
    const { context, page } = await signedInPage(browser, servers.app)
    await page.addInitScript(init)
    const line = []
    for (const visit of ['first', 'repeat']) {
      await page.goto(`${servers.app}/models/${model}/map?layers=cells`)
      await page.waitForFunction(idleAt, false, { timeout: 180_000 })
      const w = await page.evaluate(() => ({
        idle: window.__polderMap?.firstIdleWithLayer.cells ?? 0,
        ...(window as unknown as { __tileWait: { asked: number[]; answered: number[] } })
          .__tileWait,
      }))
      line.push(
        `${visit}: asked ${Math.round(w.asked[0] ?? NaN)} answered(4th) ${Math.round(w.answered[3] ?? w.answered.at(-1) ?? NaN)} idle ${Math.round(w.idle)}`,
      )
      if (visit === 'first') await untilKept(page)
    }
    console.log(line.join(' | '))
    await context.close()
  }
} finally {
  await browser.close()
  await servers.close()
}
