import { useEffect, useMemo, useState } from 'react'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { createLruCache } from '@/lib/lru-cache'
import { drawable, noValueCount } from '@/lib/results-file/map-values'
import type { MeshKind } from '@/lib/results-file/slices'
import type { DrawnValues, ProductProgress } from './drawn-values'
import { productValues } from './product-values'
import type { ProductView, RunReference } from './results-map-search'
import { runDifference } from './comparison/run-comparison'

export type { DrawnValues, ProductProgress } from './drawn-values'

export type MapValuesRequest =
  | { kind: 'step'; quantity: 'depth' | 'level'; timeIndex: number }
  | { kind: 'maximum' }
  | { kind: 'difference'; compared: ResultsFileReader | null; reference: RunReference }
  | { kind: 'product'; product: ProductView; wetDepthM: number }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function read(
  reader: ResultsFileReader,
  request: MapValuesRequest,
  mesh: MeshKind,
  onProgress?: (done: number, total: number) => void,
): Promise<DrawnValues> {
  if (request.kind === 'product') {
    const products = await reader.floodProducts({ wetDepthM: request.wetDepthM, onProgress })
    return productValues(products.value, request.product)
  }
  if (request.kind === 'step') {
    const step = await reader.mapStep(mesh, request.quantity, request.timeIndex)
    return { values: step.value, marks: null, noValues: noValueCount(step.value) }
  }
  if (request.kind === 'maximum') {
    const maximum = await reader.maximumDepth(mesh)
    const values = drawable(maximum.value)
    return { values, marks: null, noValues: noValueCount(values), source: maximum.source }
  }
  if (!request.compared) throw new Error('Choose the run to compare with.')
  return (await runDifference(reader, request.compared, request.reference)).value
}

/** Which values: the same kind with another time is a scrub, drawn over the last values. */
function kindOf(request: MapValuesRequest): string {
  if (request.kind === 'product') return `product:${request.product}`
  if (request.kind === 'difference') return `difference:${request.reference}`
  return request.kind === 'step' ? `step:${request.quantity}` : request.kind
}

function keyOf(request: MapValuesRequest): string {
  if (request.kind === 'product') return `${kindOf(request)}:${request.wetDepthM}`
  return request.kind === 'step' ? `${kindOf(request)}:${request.timeIndex}` : kindOf(request)
}

// 40 MB is 10 steps at 10^6 cells: a kept step is drawn with no round trip to the worker.
export const KEPT_STEPS_BYTES = 40 * 1024 * 1024

type StepKeeper = {
  get(key: string): DrawnValues | undefined
  read(request: StepRequest): Promise<DrawnValues>
  readAhead(request: StepRequest): void
}

type StepRequest = Extract<MapValuesRequest, { kind: 'step' }>

function stepKeeper(reader: ResultsFileReader | null, mesh: MeshKind): StepKeeper {
  const kept = createLruCache<string, DrawnValues>({
    maxWeight: KEPT_STEPS_BYTES,
    weigh: (drawn) => drawn.values.byteLength + (drawn.marks?.byteLength ?? 0),
  })
  const reading = new Map<string, Promise<DrawnValues>>()
  const readStep = (request: StepRequest): Promise<DrawnValues> => {
    const key = keyOf(request)
    const underWay = reading.get(key)
    if (underWay) return underWay
    if (!reader) return Promise.reject(new Error('No results file is open.'))
    const pending = read(reader, request, mesh)
      .then((drawn) => {
        kept.set(key, drawn)
        return drawn
      })
      .finally(() => reading.delete(key))
    reading.set(key, pending)
    return pending
  }
  return {
    get: (key) => kept.get(key),
    read: readStep,
    readAhead(request) {
      if (kept.has(keyOf(request))) return
      // A step that fails ahead is read again, and its error shown, when its turn comes.
      readStep(request).catch(() => {})
    },
  }
}

const keepers = new WeakMap<ResultsFileReader, Map<MeshKind, StepKeeper>>()

function keeperOf(reader: ResultsFileReader | null, mesh: MeshKind): StepKeeper {
  if (!reader) return stepKeeper(null, mesh)
  const byMesh = keepers.get(reader) ?? new Map<MeshKind, StepKeeper>()
  keepers.set(reader, byMesh)
  const keeper = byMesh.get(mesh) ?? stepKeeper(reader, mesh)
  byMesh.set(mesh, keeper)
  return keeper
}

/** The first step, read while the grid still is: the map finds it kept when it asks. */
export function readStepAhead(reader: ResultsFileReader, request: StepRequest): void {
  keeperOf(reader, '2D').readAhead(request)
}

/** The view's values from the worker; the last ones stay drawn while the next are read. */
export function useMapValues(
  reader: ResultsFileReader | null,
  request: MapValuesRequest,
  readAhead: readonly number[] = [],
  mesh: MeshKind = '2D',
) {
  const key = keyOf(request)
  const compared = request.kind === 'difference' ? request.compared : null
  const keeper = useMemo(() => keeperOf(reader, mesh), [reader, mesh])
  const kept = request.kind === 'step' ? keeper.get(key) : undefined
  const [state, setState] = useState<{ key: string; drawn?: DrawnValues; error?: string } | null>(
    null,
  )
  const [attempt, setAttempt] = useState(0)
  const [progress, setProgress] = useState<(ProductProgress & { key: string }) | null>(null)
  // Adjusted while rendering: a kept step becomes the last drawn before anything commits.
  if (kept && state?.drawn !== kept) setState({ key, drawn: kept })

  useEffect(() => {
    // Kept, or run B still being chosen or opened: nothing to read, which is no failure.
    if (kept || !reader || (request.kind === 'difference' && !compared)) return
    let current = true
    const onProgress = (done: number, total: number) => {
      if (current) setProgress({ key, done, total })
    }
    const reading =
      request.kind === 'step' ? keeper.read(request) : read(reader, request, mesh, onProgress)
    reading.then(
      (drawn) => {
        if (current) setState({ key, drawn })
      },
      (error: unknown) =>
        current && setState((last) => ({ ...last, key, error: messageOf(error) })),
    )
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` and `compared` describe `request`
  }, [reader, keeper, key, kept, compared, attempt, mesh])

  const ahead = request.kind === 'step' ? readAhead.join(',') : ''
  const quantity = request.kind === 'step' ? request.quantity : 'depth'
  useEffect(() => {
    if (ahead === '') return
    for (const timeIndex of ahead.split(',').map(Number)) {
      keeper.readAhead({ kind: 'step', quantity, timeIndex })
    }
  }, [keeper, ahead, quantity])

  const keptAt = (timeIndex: number): DrawnValues | undefined =>
    request.kind === 'step' ? keeper.get(keyOf({ ...request, timeIndex })) : undefined
  const retry = () => setAttempt((count) => count + 1)
  if (kept) return { drawn: kept, loading: false, error: null, retry, keptAt, progress: null }
  const settled = state?.key === key
  // Another kind of values is not shown in the new view's colours.
  const sameKind = state?.key.startsWith(kindOf(request)) ?? false
  return {
    drawn: sameKind ? (state?.drawn ?? null) : null,
    loading: !settled,
    error: settled ? (state?.error ?? null) : null,
    retry,
    keptAt,
    progress: !settled && progress?.key === key ? progress : null,
  }
}
