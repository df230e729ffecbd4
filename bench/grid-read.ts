// Issue 39, first visit at 10^6 cells: the read of gridadmin.h5 once its bytes are in (h5wasm's
// start, if not yet done, and the cells) vs the download of those bytes, paired per run, each in
// a fresh page and worker running the app's own reader (bench/grid-read-entry.ts).
import type { Browser } from '@playwright/test'
import { downloadLink } from '../src/api/common'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import { bundledEntry } from './bundled-entry'
import { spreadOf, type Goal } from './goals'
import type { BenchServers } from './servers'
import { median } from './stats'

type ReadSample = {
  fetchMs: number
  startMs: number
  readMs: number
  readAloneMs: number
  cells: number
  bytes: number
}

const PREFIX = '/grid-read'

/** The worker and its h5wasm chunk, served from the bare origin. */
async function serveWorker(servers: BenchServers): Promise<void> {
  for (const chunk of await bundledEntry('grid-read-entry.ts', 'es', 'worker'))
    servers.serveBare(`${PREFIX}/${chunk.fileName}`, chunk.code, 'text/javascript')
  servers.serveBare(`${PREFIX}/page.html`, '<!doctype html><title>grid read</title>', 'text/html')
}

/** The very gridadmin.h5 the app's map of the 10^6 model fetches, from the mock storage. */
async function serveGridadmin(servers: BenchServers): Promise<string> {
  const models = servers.mock.backend.world.models
  const nearest = [...models].sort(
    (a, b) => Math.abs(a.fixture.cells - 1e6) - Math.abs(b.fixture.cells - 1e6),
  )[0]
  const answer = await fetch(
    `${servers.mock.apiBaseUrl}/hydromodels/${nearest?.id}/gridadmin/download/`,
    { headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}`, accept: 'application/json' } },
  )
  const link = downloadLink.parse(await answer.json())
  const bytes = new Uint8Array(await (await fetch(link.get_url)).arrayBuffer())
  servers.serveBare(`${PREFIX}/gridadmin.h5`, bytes, 'application/octet-stream')
  return `${servers.bare}${PREFIX}/gridadmin.h5`
}

async function readOnce(browser: Browser, servers: BenchServers, url: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${servers.bare}${PREFIX}/page.html`)
    return await page.evaluate(
      ({ script, file }) =>
        new Promise<ReadSample>((done, failed) => {
          const worker = new Worker(script, { type: 'module' })
          worker.onmessage = ({ data }) => done(data as ReadSample)
          worker.onerror = (event) => failed(new Error(event.message))
          worker.postMessage(file)
        }),
      { script: `${PREFIX}/worker.js`, file: url },
    )
  } finally {
    await context.close()
  }
}

export async function measureGridRead(browser: Browser, servers: BenchServers, runs: number) {
  await serveWorker(servers)
  const url = await serveGridadmin(servers)
  const samples: ReadSample[] = []
  // The first run warms the bare server and the browser: not counted.
  for (let run = 0; run <= runs; run += 1) {
    const sample = await readOnce(browser, servers, url)
    if (run > 0) samples.push(sample)
  }
  return samples
}

export function gridReadGoal(samples: readonly ReadSample[]): Goal {
  const ratios = samples.map((sample) => sample.readMs / sample.fetchMs)
  const of = (key: keyof ReadSample) => Math.round(median(samples.map((sample) => sample[key])))
  return {
    id: 'grid-read-vs-fetch-1e6',
    goal: 'grid read at 10^6 cells, first visit / fetching its gridadmin.h5',
    figure: median(ratios),
    unit: 'ratio',
    detail: `median read ${of('readMs')} ms (the cells alone ${of('readAloneMs')} ms; h5wasm ready ${of('startMs')} ms after the fetch began), fetch ${of('fetchMs')} ms; ${of('cells')} cells, ${(of('bytes') / 2 ** 20).toFixed(1)} MiB`,
    spread: spreadOf(ratios),
    target: 'none: the first visit’s goal is grid-cache’s',
    verdict: 'REPORTED',
  }
}

export async function gridReadGoals(browser: Browser, servers: BenchServers, runs: number) {
  return [gridReadGoal(await measureGridRead(browser, servers, runs))]
}
