// Issue 40: a GeoTIFF of the results map's view at 10^6 cells, written in the grid worker:
// time from the click to the download, its bytes, and the page's longest task meanwhile.
import { stat } from 'node:fs/promises'
import type { Browser } from '@playwright/test'
import { spreadOf, verdict, type Goal } from './goals'
import { recordLongTasks, summariseLongTasks } from './long-tasks'
import { finishedResultsRun, type ResultsRun } from './results-run'
import type { BenchServers } from './servers'
import { appPage } from './session'
import { median } from './stats'

const timeout = 600_000
const LONGEST_TASK_MS = 200

type ExportSample = { ms: number; bytes: number; longestTask: number }

async function exportOnce(browser: Browser, servers: BenchServers, run: ResultsRun) {
  const { context, page } = await appPage(browser, servers.app, [], [recordLongTasks])
  try {
    await page.goto(`${servers.app}/simulations/${run.simulationId}/results`)
    await page.getByRole('figure', { name: /Water depth/ }).waitFor({ timeout })
    const button = page.getByRole('button', { name: 'GeoTIFF of this view' })
    await button.waitFor({ timeout })
    // The map's first frames are drawn before the click: only the writing is counted.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 10_000 })),
    )
    const before = await page.evaluate(() => (window.__longTasks ?? []).length)
    const download = page.waitForEvent('download', { timeout })
    const started = Date.now()
    await button.click()
    const file = await download
    const ms = Date.now() - started
    const bytes = (await stat(await file.path())).size
    const tasks = await page.evaluate((from) => (window.__longTasks ?? []).slice(from), before)
    return { ms, bytes, longestTask: summariseLongTasks(tasks).longest }
  } finally {
    await context.close()
  }
}

function exportGoals(cells: number, samples: readonly ExportSample[]): Goal[] {
  const at = `${cells.toLocaleString('en-GB')} cells`
  const times = samples.map((sample) => sample.ms)
  const longest = samples.map((sample) => sample.longestTask)
  const bytes = samples[0]?.bytes ?? null
  return [
    {
      id: 'geotiff-export-time',
      goal: `GeoTIFF of the water depth at ${at}, click to download`,
      figure: times.length === 0 ? null : median(times),
      unit: 'ms',
      detail: 'values from the results worker, raster and file in the grid worker',
      spread: spreadOf(times),
      target: 'reported',
      verdict: 'REPORTED',
    },
    {
      id: 'geotiff-export-bytes',
      goal: `GeoTIFF of the water depth at ${at}, size`,
      figure: bytes,
      unit: 'bytes gzip',
      detail: 'uncompressed Float32, one strip (the figure is the file itself, not gzipped)',
      spread: null,
      target: 'reported',
      verdict: 'REPORTED',
    },
    {
      id: 'geotiff-export-longest-task',
      goal: `page's longest task while the GeoTIFF at ${at} is written (median)`,
      figure: longest.length === 0 ? null : median(longest),
      unit: 'ms',
      detail: `worst run ${Math.round(Math.max(0, ...longest))} ms (Long Tasks API, tasks over 50 ms)`,
      spread: spreadOf(longest),
      target: `<= ${LONGEST_TASK_MS} ms`,
      verdict:
        longest.length === 0
          ? 'not measured: no samples'
          : verdict(median(longest) <= LONGEST_TASK_MS),
    },
  ]
}

export async function geoTiffExportGoals(
  browser: Browser,
  servers: BenchServers,
  runs: number,
): Promise<Goal[]> {
  const run = await finishedResultsRun(servers)
  console.log(`GeoTIFF export: ${run.model.name}, ${run.cells.toLocaleString('en-GB')} cells`)
  // The first export warms the scripts, the grid's read and the writer: not counted.
  await exportOnce(browser, servers, run)
  const samples: ExportSample[] = []
  for (let index = 0; index < runs; index += 1) {
    samples.push(await exportOnce(browser, servers, run))
  }
  return exportGoals(run.cells, samples)
}
