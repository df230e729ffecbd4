import { transfer } from 'comlink'
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

/** What the results-file worker exposes, kept apart from the worker so it runs in tests. */
export function createResultsFileService(sourceOf: SourceOf) {
  let session: ResultsFileSession | null = null
  const withSession = <T>(read: (open: ResultsFileSession) => T): Answer<T> =>
    session ? answer(() => read(session as ResultsFileSession)) : notOpen
  const map = mapReads()

  return {
    async open(
      url: string,
      options: SessionOptions & { stallMs: number },
    ): Promise<Answer<OpenedResultsFile>> {
      session?.close()
      session = null
      map.forget()
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
    totals: () => withSession((open) => open.totals()),
    close() {
      session?.close()
      session = null
      map.forget()
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
