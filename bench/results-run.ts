// A finished run of the million-cell model with a breach, made through the mock API, for the
// `results-map` part of the bench (bench/README.md "Results map").
import { DEMO_TOKENS, POLDER_WATER_BOARD } from '../src/mocks/db/accounts'
import type { MockModel } from '../src/mocks/db/records'
import type { BenchServers } from './servers'

const headers = {
  authorization: `Bearer ${DEMO_TOKENS.modeller}`,
  accept: 'application/json',
  'content-type': 'application/json',
}

async function api<T>(servers: BenchServers, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${servers.mock.apiBaseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`)
  return (await answer.json()) as T
}

/** The startable model nearest 10^6 cells (Flevoland million cells). */
export function millionCellModel(servers: BenchServers): MockModel {
  const startable = servers.mock.backend.world.models.filter(
    (m) => m.inp_success && !m.disabled && m.extent_two_d,
  )
  const distance = (m: MockModel) => Math.abs(m.fixture.cells - 1_000_000)
  const model = [...startable].sort((a, b) => distance(a) - distance(b))[0]
  if (!model) throw new Error('No startable model in the mock world')
  return model
}

export type ResultsRun = {
  simulationId: number
  model: MockModel
  /** The results file's record and its bytes' link (a fresh get_url per open in the app). */
  fileId: number
  size: number
  /** Output times in the file. */
  cells: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Creates a one-hour run of the model with its first potential breach, starts it, waits until it
 * has finished, and reads its `results_hydro.nc` once (the mock makes it on the first read, which
 * takes seconds at 10^6 cells: never inside a measurement).
 */
export async function finishedResultsRun(servers: BenchServers): Promise<ResultsRun> {
  const model = millionCellModel(servers)
  const run = await api<{ id: number }>(servers, '/simulations/', {
    name: 'Bench results map',
    hydromodel: String(model.id),
    organisation: POLDER_WATER_BOARD.unique_id,
    start_datetime: '2026-11-21T00:00:00Z',
    duration: 3600,
  })
  const breach = servers.mock.backend.world.potentialBreaches.find(
    (record) => record.hydromodel_id === model.id,
  )
  if (breach) {
    await api(servers, `/simulations/${run.id}/events/breaches/`, {
      potential_breach: breach.id,
      offset: 0,
      duration_till_max_depth: 600,
      initial_width: 20,
    })
  }
  await api(servers, `/simulations/${run.id}/actions/`, { name: 'start' })
  const deadline = Date.now() + 180_000
  for (;;) {
    const { name } = await api<{ name: string }>(servers, `/simulations/${run.id}/status/`)
    if (name === 'finished') break
    if (name === 'crashed' || Date.now() > deadline) throw new Error(`The bench run is ${name}`)
    await sleep(500)
  }
  const files = await api<{ results: { id: number; filename: string }[] }>(
    servers,
    `/simulations/${run.id}/results/files/?limit=100`,
  )
  const file = files.results.find((each) => each.filename === 'results_hydro.nc')
  if (!file) throw new Error('The bench run has no results_hydro.nc')
  const link = await api<{ get_url: string }>(
    servers,
    `/simulations/${run.id}/results/files/${file.id}/download/`,
  )
  // The first read makes the file (seconds at 10^6 cells); a range of one byte is enough.
  const first = await fetch(link.get_url, { headers: { range: 'bytes=0-0' } })
  await first.arrayBuffer()
  const size = Number(/\/(\d+)$/.exec(first.headers.get('content-range') ?? '')?.[1] ?? NaN)
  return { simulationId: run.id, model, fileId: file.id, size, cells: model.fixture.cells }
}

/** A fresh link to the run's results file (each get_url expires). */
export async function resultsFileLink(servers: BenchServers, run: ResultsRun): Promise<string> {
  const link = await api<{ get_url: string }>(
    servers,
    `/simulations/${run.simulationId}/results/files/${run.fileId}/download/`,
  )
  return link.get_url
}
