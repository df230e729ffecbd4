// `npx tsx bench/frame-cost-by-layer.ts [modelId]`: what one map frame costs with each of the
// app's layers drawn alone and all together, over the model's cells GeoJSON (default: the 9,600-cell
// model). A diagnostic beside `npm run bench`, not a goal: it tells which layer makes a frame long
// where there is no GPU (decision 0020). It reads the build of the last bench run.
import { readFile } from 'node:fs/promises'
import { chromium, type Page } from '@playwright/test'
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { downloadLink } from '../src/api/common'
import { buildCategoryLayers, buildSource, sourceId } from '../src/engine/map-style/layer-specs'
import { outlineBasemapLayers, outlineSourceId } from '../src/engine/map-style/map-style'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import { barePageWithStyle } from './bare-page'
import { serveMaplibre, startBenchServers, type BenchServers } from './servers'
import { viewport } from './session'
import { median } from './stats'

const modelId = Number(process.argv[2] ?? 7)
const framesPerVariant = 20
const rounds = 2

async function serveCells(servers: BenchServers): Promise<string> {
  const answer = await fetch(`${servers.mock.apiBaseUrl}/hydromodels/${modelId}/geojson/cells/`, {
    headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}`, accept: 'application/json' },
  })
  const link = downloadLink.parse(await answer.json())
  const bytes = new Uint8Array(await (await fetch(link.get_url)).arrayBuffer())
  servers.serveBare('/cells.json', bytes, 'application/geo+json')
  return `${servers.bare}/cells.json`
}

/** Shows only `visible`, then forces frames one after another: the median frame-to-frame time. */
async function frameCost(browserPage: Page, visible: readonly string[], all: readonly string[]) {
  return browserPage.evaluate(
    async ({ visible, all, frames }) => {
      const map = window.__bareMap
      if (!map) throw new Error('no map')
      for (const id of all) {
        map.setLayoutProperty(id, 'visibility', visible.includes(id) ? 'visible' : 'none')
      }
      await new Promise<void>((resolve) => map.once('idle', resolve))
      const intervals: number[] = []
      let last = performance.now()
      for (let frame = 0; frame < frames; frame++) {
        map.triggerRepaint()
        await new Promise<void>((resolve) => map.once('render', resolve))
        // The frame's pixels are read back when the compositor commits, after this callback.
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
        const now = performance.now()
        intervals.push(now - last)
        last = now
      }
      return intervals
    },
    { visible, all, frames: framesPerVariant },
  )
}

const servers = await startBenchServers('.cache/bench/dist')
await serveMaplibre(servers)
const install = findChromiumInstall()
const browser = await chromium.launch({
  executablePath: install?.source === 'system' ? install.path : undefined,
  args: ['--headless=new'],
})
try {
  const model = servers.mock.backend.world.models.find((candidate) => candidate.id === modelId)
  const bounds = model?.extent_two_d?.coordinates
  if (!bounds) throw new Error(`model ${modelId} has no 2D extent`)
  const basemap = outlineBasemapLayers()
  const cells = buildCategoryLayers('cells', true)
  const [background] = basemap
  if (!background) throw new Error('the basemap has no background')
  const style: StyleSpecification = {
    version: 8,
    sources: {
      [sourceId('cells')]: buildSource('cells', await serveCells(servers)),
      [outlineSourceId]: {
        type: 'geojson',
        data: `${servers.bare}/outline.json`,
      },
    },
    layers: [...basemap, ...cells] as LayerSpecification[],
  }
  servers.serveBare(
    '/outline.json',
    await readFile('src/engine/basemap/netherlands.geojson'),
    'application/geo+json',
  )
  servers.serveBare(
    '/frame-cost.html',
    barePageWithStyle({
      style,
      bounds,
      width: 1100,
      height: 760,
      // With tiles fading in, maplibre draws a second frame after each forced one (37 renders
      // for 20 forced frames, measured): without, one forced frame is one frame.
      mapOptions: { fadeDuration: 0 },
    }),
    'text/html',
  )
  const ids = style.layers.map((layer) => layer.id)
  const variants: [string, string[]][] = [
    ['background only', [background.id]],
    ['basemap', basemap.map((layer) => layer.id)],
    ...cells.map((layer): [string, string[]] => [layer.id, [background.id, layer.id]]),
    ['basemap + cells (the app)', ids],
  ]
  console.log(
    `Model ${modelId} (${model?.fixture.cells.toLocaleString('en-GB')} cells as GeoJSON), ` +
      `median frame time over ${framesPerVariant} forced frames, ${rounds} rounds`,
  )
  for (let round = 1; round <= rounds; round++) {
    for (const [name, visible] of variants) {
      const context = await browser.newContext({ viewport })
      const browserPage = await context.newPage()
      await browserPage.goto(`${servers.bare}/frame-cost.html`)
      await browserPage.waitForFunction(() => window.__bareIdle !== undefined, null, {
        timeout: 120_000,
      })
      const intervals = await frameCost(browserPage, visible, ids)
      console.log(`  round ${round}  ${name.padEnd(28)} ${Math.round(median(intervals))} ms`)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await servers.close()
}
