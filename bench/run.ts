// `npm run bench`: every performance goal of issues 13 and 24 with its figure, spread, target and verdict,
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
  setGoals,
  type FirstLoads,
  type ListSamples,
  type MapRow,
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
import { measureApp, measureBare } from './measure-map'
import { measureSetBoard, SET_SLUG, SET_SIZE, startSetWorld } from './measure-set-board'
import { measureSetCreation } from './measure-sets'
import { serveMaplibre, startBenchServers, type BenchServers } from './servers'
import { median, ms, table } from './stats'

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const distDir = '.cache/bench/dist'
const lastRunFile = 'bench/last-run.json'
const everyPart = ['map', 'lists', 'first-load', 'sets']
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

/**
 * Per size: one warm-up pair (fills the mock's file cache and names the app's assets), then app
 * and bare alternate in fresh contexts whose HTTP caches are first warmed with their scripts.
 */
async function benchMap(browser: Browser, servers: BenchServers, bareAssets: readonly string[]) {
  const rows: MapRow[] = []
  for (const model of benchModels(servers.mock.backend.world.models)) {
    const bounds = model.extent_two_d?.coordinates
    if (!bounds) continue
    // A million cells as GeoJSON (~220 MB) is what issue 13 calls not viable: the app runs alone.
    const withBare = model.fixture.cells <= BARE_MAX_CELLS
    const geojsonUrl = withBare ? await serveSameGeojson(servers, model) : ''
    console.log(
      `${model.name}: ${model.fixture.cells.toLocaleString('en-GB')} cells, warm-up + ${runs} runs each`,
    )
    const warm = await measureApp(browser, servers, model.id)
    const bare = { geojsonUrl, bounds, box: warm.box, warmUrls: bareAssets }
    if (withBare) await measureBare(browser, servers, bare)
    const row: MapRow = { model: model.name, cells: model.fixture.cells, app: [], bare: [] }
    for (let run = 0; run < runs; run += 1) {
      const { idle, longTasks, frameP95 } = await measureApp(
        browser,
        servers,
        model.id,
        warm.assets,
      )
      row.app.push({ idle, longTasks, frameP95 })
      if (withBare) row.bare.push(await measureBare(browser, servers, bare))
    }
    rows.push(row)
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

/** The map comparison as before: medians of each side, and the paired ratios. */
function printMapTable(rows: readonly MapRow[]): void {
  const lines = [
    [
      'model',
      'cells',
      'app first idle',
      'bare maplibre',
      'paired ratio (median)',
      'min–max',
      'longest task app / bare',
      'frame p95 app / bare',
    ],
  ]
  for (const row of rows) {
    const ratios = row.app.map((sample, index) => sample.idle / (row.bare[index]?.idle ?? NaN))
    if (row.bare.length === 0) {
      const app = (pick: (s: MapRow['app'][number]) => number) => ms(median(row.app.map(pick)))
      const none = 'not measured'
      lines.push([
        row.model,
        row.cells.toLocaleString('en-GB'),
        app((s) => s.idle),
        none,
        '—',
        '—',
        `${app((s) => s.longTasks.longest)} / —`,
        `${app((s) => s.frameP95)} / —`,
      ])
      continue
    }
    lines.push([
      row.model,
      row.cells.toLocaleString('en-GB'),
      ms(median(row.app.map((s) => s.idle))),
      ms(median(row.bare.map((s) => s.idle))),
      median(ratios).toFixed(2),
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      `${ms(median(row.app.map((s) => s.longTasks.longest)))} / ${ms(median(row.bare.map((s) => s.longTasks.longest)))}`,
      `${ms(median(row.app.map((s) => s.frameP95)))} / ${ms(median(row.bare.map((s) => s.frameP95)))}`,
    ])
  }
  console.log(
    `\nMap first idle with the cells layer (${runs} paired runs, warm caches both sides)\n`,
  )
  console.log(table(lines))
}

async function main() {
  const previous = readPrevious()
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
    const lists = parts.has('lists') ? await benchLists(browser, servers) : null
    const firstLoads = parts.has('first-load') ? await benchFirstLoads(browser, servers) : null
    const sets = parts.has('sets') ? await benchSets(browser, servers) : null
    const endLoad = loadavg()
    if (mapRows.length > 0) printMapTable(mapRows)
    const goals: Goal[] = [
      ...mapGoals(mapRows),
      ...(lists ? listGoals(lists) : []),
      ...(firstLoads ? firstLoadGoals(firstLoads, markersInBuild(distDir), distDir) : []),
      ...(sets ? setGoals(sets) : []),
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
      samples: { map: mapRows, lists, firstLoads, sets },
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
