import { releaseProxy, transfer } from 'comlink'
import type { ByteSource } from '@/lib/h5-lazy-file'
import { failureOf, type ResultsReadFailure } from '@/lib/results-file/errors'
import {
  openResultsSession,
  type Cost,
  type Costed,
  type ResultsFileSession,
  type SessionOptions,
} from '@/lib/results-file/session'
import type { MapQuantity } from '@/lib/results-file/map-values'
import type { MeshKind, ResultsLayout } from '@/lib/results-file/slices'
import { mapReads } from './results-map-reads'
import {
  cellFloodSeries,
  floodProductReads,
  type FloodProductsOptions,
  type Progress,
} from './flood-products-reads'
import { lineValues } from './side-view-reads'
import { runDifference, type KeptMaximum, type RunDifference } from './run-difference-reads'
import { worstCaseOfRun, type WorstCaseStep } from './worst-case-reads'

/** What the worker answers: comlink keeps only an error's message, so failures are values. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: ResultsReadFailure }

export type OpenedResultsFile = { layout: ResultsLayout; cost: Cost; size: number }

export type { PointSeries } from './results-map-reads'

export type ResultsFileTotals = ReturnType<ResultsFileSession['totals']>

export type SourceOf = (url: string, stallMs: number) => Promise<ByteSource>

const answer = <T>(read: () => T): Answer<T> => {
  try {
    return { ok: true, value: read() }
  } catch (error) {
    return { ok: false, error: failureOf(error) }
  }
}

const notOpen: Answer<never> = {
  ok: false,
  error: { kind: 'unreadable', message: 'No results file is open in the reader.' },
}

type Typed = Float32Array | Int32Array | Uint8Array
const isTyped = (value: unknown): value is Typed => ArrayBuffer.isView(value)

function copied<T>(value: T): T {
  if (isTyped(value)) return value.slice() as T
  const fields = Object.entries(value as object).map(([name, field]) => [
    name,
    isTyped(field) ? field.slice() : field,
  ])
  return Object.fromEntries(fields) as T
}

function buffersOf(value: unknown): ArrayBuffer[] {
  const arrays = isTyped(value) ? [value] : Object.values(value as object).filter(isTyped)
  return [...new Set(arrays.map((values) => values.buffer as ArrayBuffer))]
}

/** An answer's typed arrays moved to the page; those the worker keeps (`kept`) are copied first. */
function handedOver<A extends { value: unknown }>(answer: A, held: 'kept' | 'made'): A {
  const owned = held === 'kept' ? { ...answer, value: copied(answer.value) } : answer
  return transfer(owned, buffersOf(owned.value))
}

/** The page's callback, through comlink in the worker: its promise is not awaited, then released. */
function progressOf(onProgress: Progress | undefined) {
  const report: Progress = (done, total) =>
    void Promise.resolve(onProgress?.(done, total)).catch(() => {})
  const release = () =>
    (onProgress as { [releaseProxy]?: () => void } | undefined)?.[releaseProxy]?.()
  return { report, release }
}

function withProgress<T>(onProgress: Progress | undefined, read: (report: Progress) => T): T {
  const progress = progressOf(onProgress)
  try {
    return read(progress.report)
  } finally {
    progress.release()
  }
}

/** What the results-file worker exposes, kept apart from the worker so it runs in tests. */
export function createResultsFileService(sourceOf: SourceOf) {
  return sessionService(sourceOf).service
}

function sessionService(sourceOf: SourceOf) {
  let session: ResultsFileSession | null = null
  const withSession = <T>(read: (open: ResultsFileSession) => T): Answer<T> =>
    session ? answer(() => read(session as ResultsFileSession)) : notOpen
  const map = mapReads()
  const productReads = floodProductReads()

  const service = {
    async open(
      url: string,
      options: SessionOptions & { stallMs: number },
    ): Promise<Answer<OpenedResultsFile>> {
      session?.close()
      session = null
      map.forget()
      productReads.forget()
      try {
        const source = await sourceOf(url, options.stallMs)
        session = await openResultsSession(source, options)
        return {
          ok: true,
          value: { layout: session.layout, cost: session.openCost, size: source.size },
        }
      } catch (error) {
        return { ok: false, error: failureOf(error) }
      }
    },
    step: (variable: string, timeIndex: number) =>
      withSession((open) => handedOver(open.step(variable, timeIndex), 'kept')),
    series: (variable: string, place: number) =>
      withSession((open) => handedOver(open.series(variable, place), 'kept')),
    places: (variable: string) => withSession((open) => handedOver(open.places(variable), 'kept')),
    prefetch: (variable: string, timeIndexes: number[]) =>
      withSession((open) => open.prefetch(variable, timeIndexes)),
    times: () => withSession((open) => open.layout.times),
    mapStep: (mesh: MeshKind, quantity: MapQuantity, timeIndex: number) =>
      withSession((open) => handedOver(map.step(open, mesh, quantity, timeIndex), 'made')),
    /** Without an aggregate file the maximum is of the output times. */
    async openAggregate(url: string, options: { stallMs: number }): Promise<Answer<boolean>> {
      try {
        const source = await sourceOf(url, options.stallMs)
        return { ok: true, value: map.useAggregate(await openResultsSession(source, {})) }
      } catch (error) {
        return { ok: false, error: failureOf(error) }
      }
    },
    maximumDepth: (mesh: MeshKind) =>
      withSession((open) => handedOver(map.maximumDepth(open, mesh), 'kept')),
    pointSeries: (mesh: MeshKind, place: number) =>
      withSession((open) => handedOver(map.point(open, mesh, place), 'made')),
    /** Every flood product of the 2D cells, one pass over the output times, kept per wet depth. */
    floodProducts: (options: FloodProductsOptions, onProgress?: Progress) =>
      withProgress(onProgress, (report) =>
        withSession((open) => handedOver(productReads.products(open, options, report), 'kept')),
      ),
    /** The open run's product folded into the page's partial worst case (a copy), moved back. */
    worstCaseRun: (step: WorstCaseStep, onProgress?: Progress) =>
      withProgress(onProgress, (report) =>
        withSession((open) =>
          handedOver(worstCaseOfRun({ products: productReads, map }, open, step, report), 'made'),
        ),
      ),
    /** One 2D cell's flood quantities at each output time: the point chart's product line. */
    cellFloodSeries: (place: number, options: FloodProductsOptions) =>
      withSession((open) => handedOver(cellFloodSeries(open, place, options), 'made')),
    lineValues: (places: number[], timeIndex: number) =>
      withSession((open) => handedOver(lineValues(open, places, timeIndex), 'made')),
    totals: () => withSession((open) => open.totals()),
    close() {
      session?.close()
      session = null
      map.forget()
      productReads.forget()
    },
  }
  /** The 2D maximum depths as kept, not copied: a difference with another session reads them. */
  const keptMaximum = (): Answer<KeptMaximum> => withSession((open) => map.maximumDepth(open, '2D'))
  return { service, keptMaximum }
}

export type ResultsFileService = ReturnType<typeof createResultsFileService>

type InSession<Service> = {
  [Name in keyof Service]: Service[Name] extends (...args: infer Args) => infer Reply
    ? (session: number, ...args: Args) => Reply
    : never
}

/** One worker serves every reader of the page: each reader's file is a session of its own. */
export function resultsFileSessions(sourceOf: SourceOf) {
  const open = new Map<number, ReturnType<typeof sessionService>>()
  const neverOpened = sessionService(sourceOf)
  const serviceOf = (session: number, name: keyof ResultsFileService) => {
    if (name !== 'open') return open.get(session) ?? neverOpened
    const opened = open.get(session) ?? sessionService(sourceOf)
    open.set(session, opened)
    return opened
  }
  const calls = Object.fromEntries(
    (Object.keys(neverOpened.service) as (keyof ResultsFileService)[]).map((name) => [
      name,
      (session: number, ...args: unknown[]) =>
        (serviceOf(session, name).service[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as InSession<ResultsFileService>
  return {
    ...calls,
    /** This session's maximum depths − the reference session's, as the map draws them. */
    difference(session: number, reference: number): Answer<Costed<RunDifference>> {
      const older = (open.get(reference) ?? neverOpened).keptMaximum()
      const newer = (open.get(session) ?? neverOpened).keptMaximum()
      if (!older.ok) return older
      if (!newer.ok) return newer
      return answer(() => handedOver(runDifference(older.value, newer.value), 'made'))
    },
    close(session: number) {
      open.get(session)?.service.close()
      open.delete(session)
    },
  }
}

export type ResultsFileSessions = ReturnType<typeof resultsFileSessions>
