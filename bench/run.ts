// `npm run bench`: every performance goal of issues 13, 23 and 24 with its figure, spread, target and verdict,
// compared with the previous run's bench/last-run.json. Method and reading: bench/README.md.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium, type Browser, type Page } from '@playwright/test'
import { downloadLink } from '../src/api/common'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import type { MockModel } from '../src/mocks/db/records'
import { findChromiumInstall } from '../scripts/chromium-path.mjs'
import { goalTable, type Goal, type PreviousRun } from './goals'
import {
  firstLoadGoals,
  listGoals,
  mapGoals,
  resultsMapGoals,
  setGoals,
  type FirstLoads,
  type ListSamples,
  type MapRow,
  type ResultsMapSamples,
  type SetListSample,
  type SetSamples,
} from './goal-figures'
import { markersInBuild, measureFirstLoad } from './measure-first-load'
import {
  measureFilterRoundTrip,
  measureFirstRows,
  measurePageSizeSwitch,
  seedRuns,
  type RoundTrip,
} from './measure-lists'
import { barePage, bareTilesPage } from './bare-page'
import { prepareBareCells } from './bare-cell-values'
import { gridCacheGoals } from './grid-cache-goals'
import { measureGridVisits, type GridCacheRow } from './measure-grid-cache'
import { measureApp, measureBare, type MapSample } from './measure-map'
import { measureResultsMap, warmResultsMap } from './measure-results-map'
import { measureSetBoard, SET_SLUG, SET_SIZE, startSetWorld } from './measure-set-board'
import { measureSetCreation } from './measure-sets'
import { measureRainRaster, rainRasterGoals } from './measure-rain-raster'
import { preCutTiles } from './pre-cut-tiles'
import { finishedResultsRun } from './results-run'
import { floodProductsGoals } from './flood-products'
import { floodProductsMemoryGoals } from './flood-products-memory'
import { geoTiffExportGoals } from './measure-geotiff-export'
import { worstCaseGoals } from './worst-case'
import { gridReadGoals } from './grid-read'
import { serveMaplibre, startBenchServers, type BenchServers } from './servers'
import { kb, median, ms, pairedRatios, table } from './stats'

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const distDir = '.cache/bench/dist'
const lastRunFile = 'bench/last-run.json'
const everyPart = [
  'map',
  'grid-cache',
  'lists',
  'first-load',
  'sets',
  'results-map',
  'rain',
  'flood-products',
  'flood-products-memory',
  'worst-case',
  'geotiff',
  'grid-read',
]
/** `BENCH_PARTS=lists,first-load` runs some parts only (while working on them); no record then. */
const parts = new Set((process.env.BENCH_PARTS ?? everyPart.join(',')).split(','))
const allParts = everyPart.every((part) => parts.has(part))

function build(): void {
  console.log(`Building the app into ${distDir} …`)
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('vite build failed')
}

function readPrevious(): PreviousRun {
  if (!existsSync(lastRunFile)) return null
  try {
    const parsed = JSON.parse(readFileSync(lastRunFile, 'utf8')) as PreviousRun
    return parsed && Array.isArray(parsed.goals) ? parsed : null
  } catch {
    return null
  }
}

function benchModels(models: readonly MockModel[]): MockModel[] {
  const startable = models.filter((m) => m.inp_success && !m.disabled && m.extent_two_d)
  const nearest = (cells: number) =>
    [...startable].sort(
      (a, b) => Math.abs(a.fixture.cells - cells) - Math.abs(b.fixture.cells - cells),
    )[0]
  const picked = [nearest(10_000), nearest(100_000), nearest(1_000_000)].filter(
    (m): m is MockModel => m !== undefined,
  )
  return [...new Set(picked)]
}

/** Up to this size the bare maplibre page is measured beside the app. */
const BARE_MAX_CELLS = 200_000

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

/** From this size on the app is also paired with bare maplibre over tiles cut beforehand. */
const TILES_MIN_CELLS = 50_000

/**
 * Per size: one warm-up of each side (fills the mock's file cache and names the app's assets),
 * then app, bare GeoJSON page (up to BARE_MAX_CELLS) and bare pre-cut tiles page (from
 * TILES_MIN_CELLS) alternate in fresh contexts whose HTTP caches are first warmed with their scripts.
 */
async function benchMap(browser: Browser, servers: BenchServers, bareAssets: readonly string[]) {
  const rows: MapRow[] = []
  for (const model of benchModels(servers.mock.backend.world.models)) {
    const bounds = model.extent_two_d?.coordinates
    if (!bounds) continue
    // A million cells as GeoJSON (~220 MB) is what issue 13 calls not viable: no GeoJSON page.
    const withBare = model.fixture.cells <= BARE_MAX_CELLS
    const withTiles = model.fixture.cells >= TILES_MIN_CELLS
    const geojsonUrl = withBare ? await serveSameGeojson(servers, model) : ''
    console.log(
      `${model.name}: ${model.fixture.cells.toLocaleString('en-GB')} cells, warm-up + ${runs} runs each`,
    )
    const warm = await measureApp(browser, servers, model.id)
    const view = { bounds, ...warm.box }
    const bare = {
      path: `/bare-${model.id}.html`,
      html: barePage({ geojsonUrl, ...view }),
      warmUrls: bareAssets,
    }
    const tiles = withTiles ? await preCutTiles(servers, model, bounds, warm.box) : null
    const bareTiles = tiles && {
      path: `/bare-tiles-${model.id}.html`,
      html: bareTilesPage({ tilesTemplate: tiles.template, ...view }),
      warmUrls: bareAssets,
    }
    if (tiles) {
      console.log(
        `  ${tiles.tiles} tiles cut beforehand (${kb(tiles.bytes)}) in ${ms(tiles.cutMs)}`,
      )
    }
    // Where the app is paired with pre-cut tiles, its map is also opened with no layer at all:
    // what the page costs before any cell is drawn.
    const floor = async (assets: readonly string[]) =>
      measureApp(browser, servers, model.id, assets, { panZoom: false, withoutCells: true })
    try {
      if (withBare) await measureBare(browser, servers, bare)
      if (bareTiles) await measureBare(browser, servers, bareTiles)
      if (bareTiles) await floor(warm.assets)
      const row: MapRow = {
        model: model.name,
        cells: model.fixture.cells,
        app: [],
        bare: [],
        tiles: [],
        withoutCells: [],
      }
      for (let run = 0; run < runs; run += 1) {
        const { idle, longTasks, frameP95 } = await measureApp(
          browser,
          servers,
          model.id,
          warm.assets,
        )
        row.app.push({ idle, longTasks, frameP95 })
        if (withBare) row.bare.push(await measureBare(browser, servers, bare))
        if (bareTiles) row.tiles.push(await measureBare(browser, servers, bareTiles))
        if (bareTiles) row.withoutCells.push(await floor(warm.assets))
      }
      if (tiles) {
        row.preCut = { tiles: tiles.tiles, bytes: tiles.bytes, cutMs: tiles.cutMs }
        row.preCut.missed = tiles.misses()
        if (row.preCut.missed > 0) {
          console.log(`  ${row.preCut.missed} tile requests of the bare page found no file`)
        }
      }
      rows.push(row)
    } finally {
      await tiles?.remove()
    }
  }
  return rows
}

/** Issue 39: the models nearest 10^5 and 10^6 cells, first and repeat visits. */
async function benchGridCache(browser: Browser, servers: BenchServers): Promise<GridCacheRow[]> {
  const rows: GridCacheRow[] = []
  for (const model of benchModels(servers.mock.backend.world.models).slice(1)) {
    const cells = model.fixture.cells
    console.log(`Grid kept: ${model.name}, ${cells.toLocaleString('en-GB')} cells, ${runs} runs`)
    const warm = await measureApp(browser, servers, model.id, [], { panZoom: false })
    const which = { id: model.id, name: model.name, cells }
    rows.push(await measureGridVisits(browser, servers, which, warm.assets, runs))
  }
  return rows
}

async function benchLists(browser: Browser, servers: BenchServers): Promise<ListSamples> {
  console.log(`Lists: filter round trip and page-size switch, warm-up + ${runs} runs each`)
  await seedRuns(servers, 120)
  await measureFilterRoundTrip(browser, servers)
  await measurePageSizeSwitch(browser, servers, 10)
  const samples: ListSamples = { roundTrips: [] as RoundTrip[], switch10: [], switch100: [] }
  for (let run = 0; run < runs; run += 1) {
    samples.roundTrips.push(await measureFilterRoundTrip(browser, servers))
    samples.switch10.push(await measurePageSizeSwitch(browser, servers, 10))
    samples.switch100.push(await measurePageSizeSwitch(browser, servers, 100))
  }
  return samples
}

/**
 * Issue 24. Creating a set through the app's engine (a fresh mock each run), then, in a second
 * world beside the bench's with a created set of 200 runs, the board's updates and the lists'
 * first rows with and without the set (the bench's own world, same 120 runs).
 */
async function benchSets(browser: Browser, servers: BenchServers): Promise<SetSamples> {
  console.log(`Sets: creation, lists and board with ${SET_SIZE} runs, warm-up + ${runs} runs each`)
  await seedRuns(servers, 120)
  const world = await startSetWorld(distDir)
  try {
    const firstRows = async (): Promise<SetListSample> => ({
      simulations: await measureFirstRows(browser, servers.app, '/simulations'),
      simulationsWithSet: await measureFirstRows(browser, world.servers.app, '/simulations'),
      setByTag: await measureFirstRows(
        browser,
        world.servers.app,
        `/simulations?tags__in=${encodeURIComponent(`set:${SET_SLUG}`)}`,
      ),
      statuses: await measureFirstRows(browser, servers.app, '/statuses'),
      statusesWithSet: await measureFirstRows(browser, world.servers.app, '/statuses'),
    })
    await firstRows()
    await measureSetBoard(browser, world)
    const samples: SetSamples = { creation: [], board: [], lists: [] }
    for (let run = 0; run < runs; run += 1) {
      samples.creation.push(await measureSetCreation(run))
      samples.lists.push(await firstRows())
      samples.board.push(await measureSetBoard(browser, world))
    }
    return samples
  } finally {
    await world.servers.close()
  }
}

/**
 * Issue 23, the flood on the map: a finished run with a breach of the model nearest 10^6 cells,
 * made through the API; the bare page's quads and depths made from its files; a warm-up; then
 * per run the cells map, the results page and the bare page, back to back.
 */
async function benchResultsMap(
  browser: Browser,
  servers: BenchServers,
): Promise<ResultsMapSamples> {
  const run = await finishedResultsRun(servers)
  console.log(
    `Results map: ${run.model.name}, ${run.cells.toLocaleString('en-GB')} cells, warm-up + ${runs} runs`,
  )
  const bare = await prepareBareCells(servers, run)
  const warmed = await warmResultsMap(browser, servers, run)
  const world = { run, bare, ...warmed }
  const samples = []
  for (let index = 0; index < runs; index += 1) {
    samples.push(await measureResultsMap(browser, servers, world))
  }
  return { cells: run.cells, times: bare.steps, header: bare.header, samples }
}

async function benchFirstLoads(browser: Browser, servers: BenchServers): Promise<FirstLoads> {
  const heading = (name: string) => async (page: Page) => {
    await page.getByRole('heading', { name, level: 1 }).waitFor()
  }
  return {
    models: await measureFirstLoad(browser, servers.app, distDir, '/models', heading('Models')),
    simulations: await measureFirstLoad(
      browser,
      servers.app,
      distDir,
      '/simulations',
      heading('Simulations'),
    ),
    statuses: await measureFirstLoad(
      browser,
      servers.app,
      distDir,
      '/statuses',
      heading('Statuses'),
    ),
    map: await measureFirstLoad(browser, servers.app, distDir, '/models/1/map', async (page) => {
      await page.waitForFunction(() => window.__polderMap !== undefined, null, {
        timeout: 120_000,
      })
    }),
  }
}

/** The map comparisons: medians of each side, and the paired ratios (median, min–max). */
function printMapTable(rows: readonly MapRow[]): void {
  const lines = [
    [
      'model',
      'cells',
      'app first idle',
      'bare GeoJSON',
      'app / GeoJSON (min–max)',
      'bare pre-cut tiles',
      'app / tiles (min–max)',
      'longest task app / GeoJSON / tiles',
      'frame p95 app / GeoJSON / tiles',
    ],
  ]
  const none = '—'
  const medianMs = (samples: readonly MapSample[], pick: (sample: MapSample) => number) =>
    samples.length === 0 ? none : ms(median(samples.map(pick)))
  const ratioText = (app: readonly MapSample[], bare: readonly MapSample[]) => {
    if (bare.length === 0) return none
    const ratios = pairedRatios(
      app.map((s) => s.idle),
      bare.map((s) => s.idle),
    )
    return `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`
  }
  for (const row of rows) {
    const sides = [row.app, row.bare, row.tiles]
    lines.push([
      row.model,
      row.cells.toLocaleString('en-GB'),
      medianMs(row.app, (s) => s.idle),
      medianMs(row.bare, (s) => s.idle),
      ratioText(row.app, row.bare),
      medianMs(row.tiles, (s) => s.idle),
      ratioText(row.app, row.tiles),
      sides.map((side) => medianMs(side, (s) => s.longTasks.longest)).join(' / '),
      sides.map((side) => medianMs(side, (s) => s.frameP95)).join(' / '),
    ])
  }
  console.log(
    `\nMap first idle with the cells layer (${runs} paired runs, warm caches both sides)\n`,
  )
  console.log(table(lines))
}

/** `BENCH_PARTS=rain` needs no build or browser: its lines replace their own in the kept record. */
async function benchRainAlone(previous: PreviousRun) {
  const samples = await measureRainRaster(runs)
  const goals = rainRasterGoals(samples)
  console.log(goalTable(goals, previous))
  if (!previous) return
  const ids = new Set(goals.map((goal) => goal.id))
  const record = JSON.parse(readFileSync(lastRunFile, 'utf8')) as Record<string, unknown>
  const kept = previous.goals.filter((goal) => !ids.has(goal.id))
  const rainSamples = { date: new Date().toISOString(), runs, samples }
  const oldSamples = (record.samples ?? {}) as Record<string, unknown>
  const updated = {
    ...record,
    goals: [...kept, ...goals],
    samples: { ...oldSamples, rain: rainSamples },
  }
  writeFileSync(lastRunFile, `${JSON.stringify(updated, null, 2)}\n`)
  console.log(`Its lines written to ${lastRunFile} (the other parts' lines are kept).`)
}

async function main() {
  const previous = readPrevious()
  if (parts.size === 1 && parts.has('rain')) return benchRainAlone(previous)
  build()
  const servers = await startBenchServers(distDir)
  const bareAssets = await serveMaplibre(servers)
  const install = findChromiumInstall()
  const browser = await chromium.launch({
    executablePath: install?.source === 'system' ? install.path : undefined,
    args: ['--headless=new'],
  })
  try {
    const startLoad = loadavg()
    const mapRows = parts.has('map') ? await benchMap(browser, servers, bareAssets) : []
    const gridCache = parts.has('grid-cache') ? await benchGridCache(browser, servers) : []
    const lists = parts.has('lists') ? await benchLists(browser, servers) : null
    const firstLoads = parts.has('first-load') ? await benchFirstLoads(browser, servers) : null
    const sets = parts.has('sets') ? await benchSets(browser, servers) : null
    const resultsMap = parts.has('results-map') ? await benchResultsMap(browser, servers) : null
    const rain = parts.has('rain') ? await measureRainRaster(runs) : null
    const endLoad = loadavg()
    if (mapRows.length > 0) printMapTable(mapRows)
    const goals: Goal[] = [
      ...mapGoals(mapRows),
      ...gridCacheGoals(gridCache),
      ...(lists ? listGoals(lists) : []),
      ...(firstLoads ? firstLoadGoals(firstLoads, markersInBuild(distDir), distDir) : []),
      ...(sets ? setGoals(sets) : []),
      ...(resultsMap ? resultsMapGoals(resultsMap) : []),
      ...(rain ? rainRasterGoals(rain) : []),
      ...(parts.has('flood-products') ? await floodProductsGoals(runs) : []),
      ...(parts.has('flood-products-memory') ? await floodProductsMemoryGoals(runs) : []),
      ...(parts.has('geotiff') ? await geoTiffExportGoals(browser, servers, runs) : []),
      ...(parts.has('worst-case') ? await worstCaseGoals(runs) : []),
      ...(parts.has('grid-read') ? await gridReadGoals(browser, servers, runs) : []),
    ]
    console.log(
      `\nGoals (${runs} runs; headline = median of the paired per-run figures; previous run: ${previous?.date ?? 'none'})\n`,
    )
    console.log(goalTable(goals, previous))
    const load = {
      start: startLoad.map((v) => v.toFixed(2)),
      end: endLoad.map((v) => v.toFixed(2)),
    }
    console.log(
      `\nMachine load average (1, 5, 15 min): start ${load.start.join(' ')}, end ${load.end.join(' ')}`,
    )
    const record = {
      date: new Date().toISOString(),
      runs,
      load,
      goals,
      samples: { map: mapRows, gridCache, lists, firstLoads, sets, resultsMap, rain },
    }
    if (allParts) {
      writeFileSync(lastRunFile, `${JSON.stringify(record, null, 2)}\n`)
      console.log(`Written to ${lastRunFile}; the next run compares with it.`)
    }
  } finally {
    await browser.close()
    await servers.close()
  }
}

await main()
