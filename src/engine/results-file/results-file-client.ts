import { proxy } from 'comlink'
import { defaultDeadlines } from '@/api/deadline'
import type { CellProductSeries } from '@/lib/flood-products/cell-series'
import type { FloodProducts } from '@/lib/flood-products/flood-products'
import type { LineValues } from '@/lib/side-view/line-values'
import type { WorstCase } from '@/lib/flood-products/worst-case'
import type { WorstCaseStep } from './worst-case-reads'
import { rangeRequestError, ResultsReadError } from '@/lib/results-file/errors'
import type { Costed, SessionOptions } from '@/lib/results-file/session'
import type { MapQuantity } from '@/lib/results-file/map-values'
import type { MaximumSource } from './results-map-reads'
import type { FloodProductsOptions, Progress } from './flood-products-reads'
import type { MeshKind } from '@/lib/results-file/slices'
import type {
  Answer,
  OpenedResultsFile,
  PointSeries,
  ResultsFileSessions,
  ResultsFileTotals,
} from './results-file-service'
import type { RunDifference } from './run-difference-reads'
import type { ResultsFileWorker } from './results-file.worker'
import { startResultsFileWorker } from '../workers/app-workers'
import { workerClient, type WorkerClient } from '../workers/worker-client'

/** A results file read in a session of the page's worker; calls reject with `ResultsReadError`. */
export type ResultsFileReader = {
  /** Its session in the page's reader: another reader's `difference` names it. */
  readonly session: number
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
  /** Resolves once the maximum can be read (a reader may open its aggregate file first). */
  readyForMaximum(): Promise<unknown>
  /** This run's maximum depths − the reference's, asked once per pair: the map and export share it. */
  difference(reference: ResultsFileReader): Promise<Costed<RunDifference>>
  pointSeries(mesh: MeshKind, place: number): Promise<Costed<PointSeries>>
  /** The 2D cells' flood products (record 0054); `onProgress` hears each output time read. */
  floodProducts(
    options?: FloodProductsOptions & { onProgress?: Progress },
  ): Promise<Costed<FloodProducts>>
  cellFloodSeries(place: number, options?: FloodProductsOptions): Promise<Costed<CellProductSeries>>
  /** A side view's bottom and wet water level at the asked 2D cells (NaN: none). */
  lineValues(places: number[], timeIndex: number): Promise<Costed<LineValues>>
  /** The open run's product folded into a copy of `worst` (null: the first run), answered. */
  worstCaseRun(step: WorstCaseStep, onProgress?: Progress): Promise<Costed<WorstCase>>
  totals(): Promise<ResultsFileTotals>
  stop(): void
}

function valueOf<T>(reply: Answer<T>): T {
  if (reply.ok) return reply.value
  throw new ResultsReadError(reply.error.kind, reply.error.message)
}

type Sessions = ResultsFileSessions
type Name = Exclude<keyof Sessions, 'close'>
type ArgsOf<N extends Name> = Sessions[N] extends (session: number, ...args: infer A) => unknown
  ? A
  : never
type ValueOf<N extends Name> = Awaited<ReturnType<Sessions[N]>> extends Answer<infer T> ? T : never
type Ask = <N extends Name>(name: N, ...args: ArgsOf<N>) => Promise<ValueOf<N>>

function readerOver(session: number, ask: Ask, stop: () => void): ResultsFileReader {
  const stallMs = (options: { stallMs?: number }) =>
    options.stallMs ?? defaultDeadlines.transferStallMs
  const differences = new Map<number, Promise<Costed<RunDifference>>>()
  const forgetting =
    <Args extends unknown[], T>(call: (...args: Args) => Promise<T>) =>
    (...args: Args) => {
      differences.clear()
      return call(...args)
    }
  return {
    session,
    open: forgetting((url: string, options: SessionOptions & { stallMs?: number } = {}) =>
      ask('open', url, { ...options, stallMs: stallMs(options) }),
    ),
    step: (variable, timeIndex) => ask('step', variable, timeIndex),
    series: (variable, place) => ask('series', variable, place),
    places: (variable) => ask('places', variable),
    prefetch: (variable, timeIndexes) => ask('prefetch', variable, timeIndexes),
    times: () => ask('times'),
    mapStep: (mesh, quantity, timeIndex) => ask('mapStep', mesh, quantity, timeIndex),
    openAggregate: forgetting((url: string, options: { stallMs?: number } = {}) =>
      ask('openAggregate', url, { stallMs: stallMs(options) }),
    ),
    maximumDepth: (mesh) => ask('maximumDepth', mesh),
    readyForMaximum: () => Promise.resolve(true),
    difference(reference) {
      const kept = differences.get(reference.session)
      if (kept) return kept
      const asked = reference.readyForMaximum().then(() => ask('difference', reference.session))
      differences.set(reference.session, asked)
      // A failed difference is asked again at the next call (Retry), not kept.
      asked.catch(() => differences.delete(reference.session))
      return asked
    },
    pointSeries: (mesh, place) => ask('pointSeries', mesh, place),
    floodProducts: ({ onProgress, ...options } = {}) =>
      ask('floodProducts', options, onProgress && proxy(onProgress)),
    cellFloodSeries: (place, options = {}) => ask('cellFloodSeries', place, options),
    lineValues: (places, timeIndex) => ask('lineValues', places, timeIndex),
    worstCaseRun: (step, onProgress) => ask('worstCaseRun', step, onProgress && proxy(onProgress)),
    totals: () => ask('totals'),
    stop() {
      differences.clear()
      stop()
    },
  }
}

type Untyped = (...args: unknown[]) => unknown

let inPage: Promise<Sessions> | null = null

// Without Web Workers (unit tests in jsdom) the sessions run in the page over the small test files.
function inPageSessions(): Promise<Sessions> {
  inPage ??= Promise.all([import('./results-file-service'), import('@/lib/h5-lazy-file')]).then(
    ([{ resultsFileSessions }, { bytesSource }]) =>
      resultsFileSessions(async (url) => {
        const response = await fetch(url)
        // As the worker's ranged reads say it: a refused link is 'expired', to be renewed.
        if (!response.ok) throw rangeRequestError({ status: response.status })
        return bytesSource(new Uint8Array(await response.arrayBuffer()))
      }),
  )
  return inPage
}

function inPageReader(session: number): ResultsFileReader {
  const ask: Ask = async (name, ...args) =>
    valueOf((await ((await inPageSessions())[name] as Untyped)(session, ...args)) as Answer<never>)
  return readerOver(session, ask, () => void inPageSessions().then((all) => all.close(session)))
}

// Each ranged read gives up after its own stall limit; two quiet minutes mean the worker hangs.
const callDeadline = {
  ms: 120_000,
  stall: true,
  missed: () =>
    new ResultsReadError(
      'unreadable',
      'The results file reader gave no sign of progress for 2 minutes; it was stopped.',
    ),
}

// One per page: every reader and the header reads share it, so h5wasm loads once.
export const resultsFileWorker = workerClient<ResultsFileWorker>(startResultsFileWorker, {
  crashed: (message) =>
    new ResultsReadError('unreadable', `The results file reader stopped: ${message}`),
  idleMs: 30_000,
})

let lastSession = 0

function sessionReader(
  worker: WorkerClient<ResultsFileWorker>,
  session: number,
): ResultsFileReader {
  const held = worker.hold()
  const ask: Ask = (name, ...args) =>
    held
      .call(
        (remote) =>
          (remote[name] as unknown as Untyped)(session, ...args) as Promise<Answer<never>>,
        callDeadline,
      )
      .then(valueOf)
  return readerOver(session, ask, () => held.done((remote) => remote.close(session)))
}

export function startResultsFileReader(): ResultsFileReader {
  const session = (lastSession += 1)
  if (typeof Worker === 'undefined') return inPageReader(session)
  return sessionReader(resultsFileWorker, session)
}
