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
import { mapValues, type MapQuantity } from '@/lib/results-file/map-values'
import { maximumOver } from '@/lib/results-file/run-difference'
import {
  MESH_VARIABLES,
  waterDepth,
  type MeshKind,
  type ResultsLayout,
} from '@/lib/results-file/slices'

/** What the worker answers: comlink keeps only an error's message, so failures are values. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: ResultsReadFailure }

export type OpenedResultsFile = { layout: ResultsLayout; cost: Cost; size: number }

/** One place over the whole run: its water level and depth at every output time. */
export type PointSeries = { level: Float32Array; depth: Float32Array }

export type ResultsFileTotals = ReturnType<ResultsFileSession['totals']>

/** Where a url's bytes come from: HTTP ranges in the worker, bytes in memory in tests. */
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

/**
 * One open results file and its caches, answering steps, series and prefetches; what the
 * results-file worker exposes (comlink), kept apart from the worker so it runs in tests.
 */
export function createResultsFileService(sourceOf: SourceOf) {
  let session: ResultsFileSession | null = null
  const withSession = <T>(read: (open: ResultsFileSession) => T): Answer<T> =>
    session ? answer(() => read(session as ResultsFileSession)) : notOpen
  const map = mapReads()

  return {
    /** Opens the file at `url` (a fresh get_url), closing the one open before. */
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
      withSession((open) => handedOver(map.step(open, mesh, quantity, timeIndex))),
    maximumDepth: (mesh: MeshKind) =>
      withSession((open) => handedOver(map.maximumDepth(open, mesh))),
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

/** What the results map reads: values to draw and a point's story, with the bottoms kept. */
function mapReads() {
  const bottoms = new Map<MeshKind, Float32Array>()
  const maxima = new Map<MeshKind, Float32Array>()
  const bottomOf = (open: ResultsFileSession, mesh: MeshKind): Float32Array => {
    const kept = bottoms.get(mesh)
    if (kept) return kept
    const read = open.places(MESH_VARIABLES[mesh].bottom).value
    bottoms.set(mesh, read)
    return read
  }
  return {
    step(open: ResultsFileSession, mesh: MeshKind, quantity: MapQuantity, timeIndex: number) {
      const bottom = bottomOf(open, mesh)
      const level = open.step(MESH_VARIABLES[mesh].level, timeIndex)
      return { value: mapValues(quantity, level.value, bottom), cost: level.cost }
    },
    point(open: ResultsFileSession, mesh: MeshKind, place: number): Costed<PointSeries> {
      const level = open.series(MESH_VARIABLES[mesh].level, place)
      const bottom = bottomOf(open, mesh)[place] ?? Number.NaN
      const depth = waterDepth(level.value, new Float32Array(level.value.length).fill(bottom))
      return { value: { level: level.value.slice(), depth }, cost: level.cost }
    },
    /**
     * The deepest water of each place over the run, from every output time, computed once and
     * kept (NaN where the file has no value). Its cost is the reading of the steps not cached.
     */
    maximumDepth(open: ResultsFileSession, mesh: MeshKind): Costed<Float32Array> {
      const kept = maxima.get(mesh)
      if (kept) return { value: kept, cost: { requests: 0, bytes: 0, ms: 0 } }
      const bottom = bottomOf(open, mesh)
      const before = open.totals()
      const started = performance.now()
      const { level } = MESH_VARIABLES[mesh]
      function* depths() {
        for (let index = 0; index < open.layout.times.length; index += 1) {
          yield waterDepth(open.step(level, index).value, bottom)
        }
      }
      const value = maximumOver(depths())
      maxima.set(mesh, value)
      const after = open.totals()
      const cost = {
        requests: after.requests - before.requests,
        bytes: after.bytes - before.bytes,
        ms: performance.now() - started,
      }
      return { value, cost }
    },
    forget: () => {
      bottoms.clear()
      maxima.clear()
    },
  }
}
