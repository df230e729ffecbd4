import { releaseProxy, wrap, type Remote } from 'comlink'
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

/** A results file read in its own worker; every call rejects with a `ResultsReadError`. */
export type ResultsFileReader = {
  /** Opens the file at a fresh get_url: the header and the output times. */
  open(url: string, options?: SessionOptions & { stallMs?: number }): Promise<OpenedResultsFile>
  /** Every place of `variable` (`Mesh2D_s1`, `Mesh1D_s1`) at one output time. */
  step(variable: string, timeIndex: number): Promise<Costed<Float32Array>>
  /** One place of `variable` over every output time. */
  series(variable: string, place: number): Promise<Costed<Float32Array>>
  /** One value per place (`Mesh2DFace_zcc`, `Mesh1DNode_zcc`: bottom levels). */
  places(variable: string): Promise<Costed<Float32Array>>
  /** Reads the steps not cached yet (the next ones while playing); answers those it read. */
  prefetch(variable: string, timeIndexes: number[]): Promise<Costed<number[]>>
  times(): Promise<Float64Array>
  /** What the map draws at one output time: depth, or the level of wet cells (NOT_DRAWN: none). */
  mapStep(mesh: MeshKind, quantity: MapQuantity, timeIndex: number): Promise<Costed<Float32Array>>
  /** Opens the run's aggregate file beside it; answers whether it holds the maximum level. */
  openAggregate(url: string, options?: { stallMs?: number }): Promise<boolean>
  /** The deepest water of each place over the run (once from every step, then kept). */
  maximumDepth(mesh: MeshKind): Promise<Costed<Float32Array> & { source: MaximumSource }>
  /** One place's water level and depth over the whole run. */
  pointSeries(mesh: MeshKind, place: number): Promise<Costed<PointSeries>>
  /** Requests and bytes since the file was opened, and what the step cache holds. */
  totals(): Promise<ResultsFileTotals>
  /** Ends the worker and everything it holds. */
  stop(): void
}

async function settled<T>(pending: Promise<Answer<T>>, stopped: Promise<never>): Promise<T> {
  const reply = await Promise.race([pending, stopped])
  if (reply.ok) return reply.value
  throw new ResultsReadError(reply.error.kind, reply.error.message)
}

/** The service's calls as the page makes them: each answers later, as a value. */
type AnsweringService = {
  [Name in keyof ResultsFileWorker]: ResultsFileWorker[Name] extends (
    ...args: infer Args
  ) => infer Reply
    ? (...args: Args) => Promise<Awaited<Reply>>
    : never
}

function readerOver(
  remote: AnsweringService,
  stopped: Promise<never>,
  stop: () => void,
): ResultsFileReader {
  return {
    open: (url, options = {}) =>
      settled(
        remote.open(url, {
          ...options,
          stallMs: options.stallMs ?? defaultDeadlines.transferStallMs,
        }),
        stopped,
      ),
    step: (variable, timeIndex) => settled(remote.step(variable, timeIndex), stopped),
    series: (variable, place) => settled(remote.series(variable, place), stopped),
    places: (variable) => settled(remote.places(variable), stopped),
    prefetch: (variable, timeIndexes) => settled(remote.prefetch(variable, timeIndexes), stopped),
    times: () => settled(remote.times(), stopped),
    mapStep: (mesh, quantity, timeIndex) =>
      settled(remote.mapStep(mesh, quantity, timeIndex), stopped),
    openAggregate: (url, options = {}) =>
      settled(
        remote.openAggregate(url, {
          stallMs: options.stallMs ?? defaultDeadlines.transferStallMs,
        }),
        stopped,
      ),
    maximumDepth: (mesh) => settled(remote.maximumDepth(mesh), stopped),
    pointSeries: (mesh, place) => settled(remote.pointSeries(mesh, place), stopped),
    totals: () => settled(remote.totals(), stopped),
    stop,
  }
}

/**
 * Without Web Workers (unit tests in jsdom) the same service runs in the page over the whole
 * file's bytes: the small files of the tests, never a platform file.
 */
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
  return readerOver(answering, new Promise<never>(() => {}), () => service.close())
}

/** Starts a results-file worker (h5wasm, comlink); in the page where there are no workers. */
export function startResultsFileReader(): ResultsFileReader {
  if (typeof Worker === 'undefined') return lazyReader(inPageReader())
  const worker = new Worker(new URL('./results-file.worker.ts', import.meta.url), {
    type: 'module',
    name: 'results-file',
  })
  const remote: Remote<ResultsFileWorker> = wrap<ResultsFileWorker>(worker)
  const stopped = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) =>
      reject(
        new ResultsReadError(
          'unreadable',
          `The results file reader stopped: ${event.message || 'unknown error'}`,
        ),
      ),
    )
  })
  stopped.catch(() => {})
  const answering = remote as unknown as AnsweringService
  return readerOver(answering, stopped, () => {
    remote[releaseProxy]()
    worker.terminate()
  })
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
