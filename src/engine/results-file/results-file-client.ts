import { defaultDeadlines } from '@/api/deadline'
import { rangeRequestError, ResultsReadError } from '@/lib/results-file/errors'
import type { Costed, SessionOptions } from '@/lib/results-file/session'
import type { MapQuantity } from '@/lib/results-file/map-values'
import type { MaximumSource } from './results-map-reads'
import type { MeshKind } from '@/lib/results-file/slices'
import type {
  Answer,
  OpenedResultsFile,
  PointSeries,
  ResultsFileTotals,
} from './results-file-service'
import type { ResultsFileWorker } from './results-file.worker'
import { startResultsFileWorker } from '../workers/app-workers'
import { workerClient } from '../workers/worker-client'

/** A results file read in its own worker; every call rejects with a `ResultsReadError`. */
export type ResultsFileReader = {
  open(url: string, options?: SessionOptions & { stallMs?: number }): Promise<OpenedResultsFile>
  step(variable: string, timeIndex: number): Promise<Costed<Float32Array>>
  series(variable: string, place: number): Promise<Costed<Float32Array>>
  places(variable: string): Promise<Costed<Float32Array>>
  /** Reads the steps not cached yet (the next ones while playing); answers those it read. */
  prefetch(variable: string, timeIndexes: number[]): Promise<Costed<number[]>>
  times(): Promise<Float64Array>
  /** What the map draws at one output time: depth, or the level of wet cells (NOT_DRAWN: none). */
  mapStep(mesh: MeshKind, quantity: MapQuantity, timeIndex: number): Promise<Costed<Float32Array>>
  openAggregate(url: string, options?: { stallMs?: number }): Promise<boolean>
  maximumDepth(mesh: MeshKind): Promise<Costed<Float32Array> & { source: MaximumSource }>
  pointSeries(mesh: MeshKind, place: number): Promise<Costed<PointSeries>>
  totals(): Promise<ResultsFileTotals>
  stop(): void
}

function valueOf<T>(reply: Answer<T>): T {
  if (reply.ok) return reply.value
  throw new ResultsReadError(reply.error.kind, reply.error.message)
}

type AnsweringService = {
  [Name in keyof ResultsFileWorker]: ResultsFileWorker[Name] extends (
    ...args: infer Args
  ) => infer Reply
    ? (...args: Args) => Promise<Awaited<Reply>>
    : never
}

type Ask = <T>(use: (service: AnsweringService) => Promise<Answer<T>>) => Promise<T>

function readerOver(ask: Ask, stop: () => void): ResultsFileReader {
  const stallMs = (options: { stallMs?: number }) =>
    options.stallMs ?? defaultDeadlines.transferStallMs
  return {
    open: (url, options = {}) =>
      ask((service) => service.open(url, { ...options, stallMs: stallMs(options) })),
    step: (variable, timeIndex) => ask((service) => service.step(variable, timeIndex)),
    series: (variable, place) => ask((service) => service.series(variable, place)),
    places: (variable) => ask((service) => service.places(variable)),
    prefetch: (variable, timeIndexes) => ask((service) => service.prefetch(variable, timeIndexes)),
    times: () => ask((service) => service.times()),
    mapStep: (mesh, quantity, timeIndex) =>
      ask((service) => service.mapStep(mesh, quantity, timeIndex)),
    openAggregate: (url, options = {}) =>
      ask((service) => service.openAggregate(url, { stallMs: stallMs(options) })),
    maximumDepth: (mesh) => ask((service) => service.maximumDepth(mesh)),
    pointSeries: (mesh, place) => ask((service) => service.pointSeries(mesh, place)),
    totals: () => ask((service) => service.totals()),
    stop,
  }
}

// Without Web Workers (unit tests in jsdom) the service runs in the page over the small test files.
async function inPageReader(): Promise<ResultsFileReader> {
  const [{ createResultsFileService }, { bytesSource }] = await Promise.all([
    import('./results-file-service'),
    import('@/lib/h5-lazy-file'),
  ])
  const service = createResultsFileService(async (url) => {
    const response = await fetch(url)
    // As the worker's ranged reads say it: a refused link is 'expired', to be renewed.
    if (!response.ok) throw rangeRequestError({ status: response.status })
    return bytesSource(new Uint8Array(await response.arrayBuffer()))
  })
  const answering = Object.fromEntries(
    Object.entries(service).map(([name, call]) => [
      name,
      (...args: unknown[]) => Promise.resolve((call as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as unknown as AnsweringService
  return readerOver(
    (use) => use(answering).then(valueOf),
    () => service.close(),
  )
}

export function startResultsFileReader(): ResultsFileReader {
  if (typeof Worker === 'undefined') return lazyReader(inPageReader())
  const client = workerClient<ResultsFileWorker>(startResultsFileWorker, {
    crashed: (message) =>
      new ResultsReadError('unreadable', `The results file reader stopped: ${message}`),
    once: true,
  })
  return readerOver(
    (use) => client.call((remote) => use(remote as unknown as AnsweringService)).then(valueOf),
    () => client.release(),
  )
}

/** A reader whose calls wait for it to be made (the in-page one loads h5wasm first). */
function lazyReader(made: Promise<ResultsFileReader>): ResultsFileReader {
  const later =
    <Name extends Exclude<keyof ResultsFileReader, 'stop'>>(name: Name) =>
    (...args: Parameters<ResultsFileReader[Name]>) =>
      made.then((reader) =>
        (reader[name] as (...a: Parameters<ResultsFileReader[Name]>) => unknown)(...args),
      ) as ReturnType<ResultsFileReader[Name]>
  return {
    open: later('open'),
    step: later('step'),
    series: later('series'),
    places: later('places'),
    prefetch: later('prefetch'),
    times: later('times'),
    mapStep: later('mapStep'),
    openAggregate: later('openAggregate'),
    maximumDepth: later('maximumDepth'),
    pointSeries: later('pointSeries'),
    totals: later('totals'),
    stop: () => void made.then((reader) => reader.stop()),
  }
}
