// `npm run bench`: the map's cost over bare maplibre at 10k and 100k cells, and what the models list
// page loads. Method and reading: bench/README.md.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { downloadLink } from '../src/api/common'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import type { MockModel } from '../src/mocks/db/world'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { measureModelsFirstLoad } from './measure-first-load'
import { measureApp, measureBare, type MapSample } from './measure-map'
import { serveMaplibre, startBenchServers, type BenchServers } from './servers'
import { growthTolerance, kb, median, ms, pairedRatios, table } from './stats'

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const distDir = '.cache/bench/dist'

function build(): void {
  console.log(`Building the app into ${distDir} …`)
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('vite build failed')
}

function benchModels(models: readonly MockModel[]): MockModel[] {
  const startable = models.filter((m) => m.inp_success && !m.disabled && m.extent_two_d)
  const nearest = (cells: number) =>
    [...startable].sort(
      (a, b) => Math.abs(a.fixture.cells - cells) - Math.abs(b.fixture.cells - cells),
    )[0]
  const picked = [nearest(10_000), nearest(100_000)].filter((m): m is MockModel => m !== undefined)
  return [...new Set(picked)]
}

/** The bare page gets the very bytes the app's map fetches from the mock storage. */
async function serveSameGeojson(servers: BenchServers, model: MockModel): Promise<string> {
  const answer = await fetch(`${servers.mock.apiBaseUrl}/hydromodels/${model.id}/geojson/cells/`, {
    headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}`, accept: 'application/json' },
  })
  const link = downloadLink.parse(await answer.json())
  const bytes = new Uint8Array(await (await fetch(link.get_url)).arrayBuffer())
  const path = `/fixtures/model-${model.id}-cells.json`
  servers.serveBare(path, bytes, 'application/geo+json')
  return `${servers.bare}${path}`
}

type Row = { model: MockModel; app: MapSample[]; bare: MapSample[] }

async function benchMap(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  servers: BenchServers,
) {
  const rows: Row[] = []
  for (const model of benchModels(servers.mock.backend.world.models)) {
    const geojsonUrl = await serveSameGeojson(servers, model)
    const bounds = model.extent_two_d?.coordinates
    if (!bounds) continue
    console.log(
      `${model.name}: ${model.fixture.cells.toLocaleString('en-GB')} cells, warm-up + ${runs} runs each`,
    )
    const warm = await measureApp(browser, servers, model.id)
    await measureBare(browser, servers, { geojsonUrl, bounds, box: warm.box })
    const row: Row = { model, app: [], bare: [] }
    for (let run = 0; run < runs; run += 1) {
      row.app.push(await measureApp(browser, servers, model.id))
      row.bare.push(await measureBare(browser, servers, { geojsonUrl, bounds, box: warm.box }))
    }
    rows.push(row)
  }
  return rows
}

function report(rows: readonly Row[]) {
  const lines = [
    [
      'model',
      'cells',
      'app first idle',
      'bare maplibre',
      'ratio',
      'paired ratios min–max',
      'longest task app / bare',
    ],
  ]
  const ratios = rows.map(
    (row) => median(row.app.map((s) => s.idle)) / median(row.bare.map((s) => s.idle)),
  )
  const spreads = rows.map((row) =>
    pairedRatios(
      row.app.map((s) => s.idle),
      row.bare.map((s) => s.idle),
    ),
  )
  rows.forEach((row, index) => {
    const spread = spreads[index] ?? []
    const app = median(row.app.map((s) => s.idle))
    const bare = median(row.bare.map((s) => s.idle))
    const longest = `${ms(median(row.app.map((s) => s.longTasks.longest)))} / ${ms(median(row.bare.map((s) => s.longTasks.longest)))}`
    lines.push([
      row.model.name,
      row.model.fixture.cells.toLocaleString('en-GB'),
      ms(app),
      ms(bare),
      (ratios[index] ?? 0).toFixed(2),
      `${Math.min(...spread).toFixed(2)}–${Math.max(...spread).toFixed(2)}`,
      longest,
    ])
  })
  console.log(
    `\nTime to the map's first idle with the cells layer (median of ${runs}, same run, same GeoJSON)\n`,
  )
  console.log(table(lines))
  const small = ratios[0] ?? Number.NaN
  const large = ratios.at(-1) ?? Number.NaN
  console.log(
    `\nTarget ratio <= 1.30 at the largest grid: ${large.toFixed(2)} ${large <= 1.3 ? 'MET' : 'NOT MET'}`,
  )
  const tolerance = growthTolerance(spreads[0] ?? [])
  console.log(
    `Target ratio not growing with the grid: ${small.toFixed(2)} -> ${large.toFixed(2)} (noise tolerance ±${tolerance.toFixed(2)}) ${large <= small + tolerance ? 'MET' : 'NOT MET'}`,
  )
  return { ratios }
}

async function main() {
  build()
  const servers = await startBenchServers(distDir)
  await serveMaplibre(servers)
  const install = findChromiumInstall()
  const browser = await chromium.launch({
    executablePath: install?.source === 'system' ? install.path : undefined,
    args: ['--headless=new'],
  })
  try {
    const rows = await benchMap(browser, servers)
    const { ratios } = report(rows)
    const firstLoad = await measureModelsFirstLoad(browser, servers.app, distDir)
    console.log(
      `\nModels list page, first load: ${firstLoad.files.length} scripts, ${kb(firstLoad.bytes)} (${kb(firstLoad.gzipBytes)} gzip)`,
    )
    for (const file of firstLoad.files) console.log(`  ${file}`)
    console.log(
      `Map code loaded there: ${firstLoad.mapCode.length === 0 ? 'none (target MET)' : firstLoad.mapCode.join(', ')}`,
    )
    console.log(
      `Chart code loaded there: ${firstLoad.chartCode.length === 0 ? 'none (target MET)' : firstLoad.chartCode.join(', ')}`,
    )
    const results = {
      runs,
      ratios,
      rows: rows.map((row) => ({
        model: row.model.name,
        cells: row.model.fixture.cells,
        app: row.app,
        bare: row.bare,
      })),
      firstLoad,
    }
    writeFileSync('.cache/bench/last-run.json', JSON.stringify(results, null, 2))
  } finally {
    await browser.close()
    await servers.close()
  }
}

await main()
