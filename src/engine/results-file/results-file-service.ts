import { releaseProxy, transfer } from 'comlink'
import { productArrays, type FloodProducts } from '@/lib/flood-products/flood-products'
import type { CellProductSeries } from '@/lib/flood-products/cell-series'
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
import type { LineValues } from '@/lib/side-view/line-values'
import { lineValues } from './side-view-reads'
import { worstCaseOfRun, type WorstCaseStep } from './worst-case-reads'
import type { WorstCase } from '@/lib/flood-products/worst-case'

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

/** A copy the page may own: the cached values stay in the worker's cache. */
function handedOver(costed: Costed<Float32Array>): Costed<Float32Array> {
  const value = costed.value.slice()
  return transfer({ value, cost: costed.cost }, [value.buffer])
}

/** Values made for this answer alone (nothing in the worker keeps them): moved, not copied. */
function handedOverMade(costed: Costed<Float32Array>): Costed<Float32Array> {
  return transfer(costed, [costed.value.buffer])
}

/** Copies the page may own: the kept products stay in the worker. */
function handedOverProducts({ value, cost }: Costed<FloodProducts>): Costed<FloodProducts> {
  const copy = (values: Float32Array | null) => values?.slice() ?? null
  const products = {
    ...value,
    maximumDepth: value.maximumDepth.slice(),
    maximumVelocity: copy(value.maximumVelocity),
    arrivalHours: value.arrivalHours.slice(),
    riseMetresPerHour: value.riseMetresPerHour.slice(),
    hazard: copy(value.hazard),
    hoursWet: value.hoursWet.slice(),
  }
  return transfer(
    { value: products, cost },
    productArrays(products).map((values) => values.buffer),
  )
}

/** Made for this answer alone: moved, not copied. */
function handedOverSeries(costed: Costed<CellProductSeries>): Costed<CellProductSeries> {
  const { depth, speed, hazard, rise } = costed.value
  const buffers = [depth, speed, hazard, rise].flatMap((values) => (values ? [values.buffer] : []))
  return transfer(costed, buffers)
}

/** Values made for this answer alone: moved, not copied. */
const handedOverLine = ({ value, cost }: Costed<LineValues>): Costed<LineValues> =>
  transfer({ value, cost }, [value.bottom.buffer, value.level.buffer])

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

function handedOverWorst(made: Costed<WorstCase>): Costed<WorstCase> {
  return transfer(made, [made.value.values.buffer, made.value.runs.buffer])
}

/** What the results-file worker exposes, kept apart from the worker so it runs in tests. */
export function createResultsFileService(sourceOf: SourceOf) {
  let session: ResultsFileSession | null = null
  const withSession = <T>(read: (open: ResultsFileSession) => T): Answer<T> =>
    session ? answer(() => read(session as ResultsFileSession)) : notOpen
  const map = mapReads()
  const productReads = floodProductReads()

  return {
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
      withSession((open) => handedOver(open.step(variable, timeIndex))),
    series: (variable: string, place: number) =>
      withSession((open) => handedOver(open.series(variable, place))),
    places: (variable: string) => withSession((open) => handedOver(open.places(variable))),
    prefetch: (variable: string, timeIndexes: number[]) =>
      withSession((open) => open.prefetch(variable, timeIndexes)),
    times: () => withSession((open) => open.layout.times),
    mapStep: (mesh: MeshKind, quantity: MapQuantity, timeIndex: number) =>
      withSession((open) => handedOverMade(map.step(open, mesh, quantity, timeIndex))),
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
      withSession((open) => {
        const { value, cost, source } = map.maximumDepth(open, mesh)
        const copy = value.slice()
        return transfer({ value: copy, cost, source }, [copy.buffer])
      }),
    pointSeries: (mesh: MeshKind, place: number) =>
      withSession((open) => {
        const { value, cost } = map.point(open, mesh, place)
        return transfer({ value, cost }, [value.level.buffer, value.depth.buffer])
      }),
    /** Every flood product of the 2D cells, one pass over the output times, kept per wet depth. */
    floodProducts: (options: FloodProductsOptions, onProgress?: Progress) =>
      withProgress(onProgress, (report) =>
        withSession((open) => handedOverProducts(productReads.products(open, options, report))),
      ),
    /** The open run's product folded into the page's partial worst case (a copy), moved back. */
    worstCaseRun: (step: WorstCaseStep, onProgress?: Progress) =>
      withProgress(onProgress, (report) =>
        withSession((open) =>
          handedOverWorst(worstCaseOfRun({ products: productReads, map }, open, step, report)),
        ),
      ),
    /** One 2D cell's flood quantities at each output time: the point chart's product line. */
    cellFloodSeries: (place: number, options: FloodProductsOptions) =>
      withSession((open) => handedOverSeries(cellFloodSeries(open, place, options))),
    lineValues: (places: number[], timeIndex: number) =>
      withSession((open) => handedOverLine(lineValues(open, places, timeIndex))),
    totals: () => withSession((open) => open.totals()),
    close() {
      session?.close()
      session = null
      map.forget()
      productReads.forget()
    },
  }
}

export type ResultsFileService = ReturnType<typeof createResultsFileService>

type InSession<Service> = {
  [Name in keyof Service]: Service[Name] extends (...args: infer Args) => infer Reply
    ? (session: number, ...args: Args) => Reply
    : never
}

/** One worker serves every reader of the page: each reader's file is a session of its own. */
export function resultsFileSessions(sourceOf: SourceOf): InSession<ResultsFileService> {
  const open = new Map<number, ResultsFileService>()
  const neverOpened = createResultsFileService(sourceOf)
  const serviceOf = (session: number, name: keyof ResultsFileService) => {
    if (name !== 'open') return open.get(session) ?? neverOpened
    const service = open.get(session) ?? createResultsFileService(sourceOf)
    open.set(session, service)
    return service
  }
  const calls = Object.fromEntries(
    (Object.keys(neverOpened) as (keyof ResultsFileService)[]).map((name) => [
      name,
      (session: number, ...args: unknown[]) =>
        (serviceOf(session, name)[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as InSession<ResultsFileService>
  return {
    ...calls,
    close(session) {
      open.get(session)?.close()
      open.delete(session)
    },
  }
}
