import type { H5File } from '../h5-file'
import { mountLazyFile, type ByteSource, type LazyFile, type ReadCounters } from '../h5-lazy-file'
import { loadH5wasm } from '../h5wasm-loader'
import { createLruCache, type LruCache } from '../lru-cache'
import { ResultsReadError } from './errors'
import { damagedFileError, DIAGNOSIS_BYTES, unopenedFileError } from './file-diagnosis'
import { readLayout, readPlaces, readSeries, readStep, timesOf, type ResultsLayout } from './slices'

const MIB = 1024 * 1024

/** Blocks of 64 KiB, all missing blocks of one HDF5 read fetched by one request, and no request under 1 MiB (it reads on past a small read). */
export const BLOCK_BYTES = 64 * 1024
export const MIN_REQUEST_BYTES = 1 * MIB
export const BLOCK_CACHE_BYTES = 32 * MIB
/** Decoded steps kept: 48 steps of a 10^6-cell model (4 MB each), every step of a small one. */
export const STEP_CACHE_BYTES = 192 * MIB

export type SessionOptions = {
  blockBytes?: number
  minRequestBytes?: number
  blockCacheBytes?: number
  stepCacheBytes?: number
}

export type Cost = ReadCounters & { ms: number }
export type Costed<T> = { value: T; cost: Cost }

export type ResultsFileSession = {
  readonly layout: ResultsLayout
  readonly openCost: Cost
  step(variable: string, timeIndex: number): Costed<Float32Array>
  series(variable: string, place: number): Costed<Float32Array>
  places(variable: string): Costed<Float32Array>
  prefetch(variable: string, timeIndexes: readonly number[]): Costed<number[]>
  totals(): ReadCounters & { cachedSteps: number; cachedStepBytes: number; stepCacheBytes: number }
  close(): void
}

let fileNumber = 0

export async function openResultsSession(
  source: ByteSource,
  options: SessionOptions = {},
): Promise<ResultsFileSession> {
  const { h5wasm, module } = await loadH5wasm()
  fileNumber += 1
  const lazy = mountLazyFile(module, `/results-slices-${fileNumber}.nc`, source, {
    blockSize: options.blockBytes ?? BLOCK_BYTES,
    cacheBytes: options.blockCacheBytes ?? BLOCK_CACHE_BYTES,
    minRequestBytes: options.minRequestBytes ?? MIN_REQUEST_BYTES,
  })
  const holder: { file?: H5File } = {}
  try {
    const opened = costedRead(lazy, () => {
      const file = new h5wasm.File(lazy.path, 'r')
      // h5wasm does not throw when HDF5 cannot open a file: its id is negative.
      if (Number(file.file_id) < 0) throw whyUnopened(source, lazy)
      holder.file = file
      return readLayout(file)
    })
    const file = holder.file as unknown as H5File
    return new Session(file, lazy, opened, options.stepCacheBytes ?? STEP_CACHE_BYTES)
  } catch (error) {
    holder.file?.close()
    lazy.unmount()
    throw error
  }
}

function whyUnopened(source: ByteSource, lazy: LazyFile): unknown {
  const failed = lazy.takeFailure()
  if (failed !== null) return failed
  try {
    return unopenedFileError(source.size, source.read(0, Math.min(source.size, DIAGNOSIS_BYTES)))
  } catch (error) {
    return error
  }
}

function costedRead<T>(lazy: LazyFile, read: () => T): Costed<T> {
  const before = { ...lazy.counters }
  const started = performance.now()
  try {
    const value = read()
    // After an I/O error h5wasm may return a buffer it never filled: a read that met a failure fails.
    unfailed(lazy)
    const cost = {
      requests: lazy.counters.requests - before.requests,
      bytes: lazy.counters.bytes - before.bytes,
      ms: performance.now() - started,
    }
    return { value, cost }
  } catch (error) {
    const cause = lazy.takeFailure() ?? error
    if (cause instanceof ResultsReadError) throw cause
    // HDF5's own message (through h5wasm, often "error - name not defined!") tells a modeller nothing.
    throw damagedFileError('HDF5 could not read the part of it asked for')
  }
}

function unfailed(lazy: LazyFile) {
  const failed = lazy.takeFailure()
  if (failed !== null) throw failed
}

class Session implements ResultsFileSession {
  readonly layout: ResultsLayout
  readonly openCost: Cost
  private readonly steps: LruCache<string, Float32Array>
  private readonly placeValues = new Map<string, Float32Array>()

  constructor(
    private readonly file: H5File,
    private readonly lazy: LazyFile,
    opened: Costed<ResultsLayout>,
    private readonly stepCacheBytes: number,
  ) {
    this.layout = opened.value
    this.openCost = opened.cost
    this.steps = createLruCache({ maxWeight: stepCacheBytes, weigh: (values) => values.byteLength })
  }

  step(variable: string, timeIndex: number): Costed<Float32Array> {
    return costedRead(this.lazy, () => this.readStep(variable, timeIndex))
  }

  series(variable: string, place: number): Costed<Float32Array> {
    return costedRead(this.lazy, () => {
      const count = timesOf(this.layout, variable).length
      const cached = Array.from({ length: count }, (_, t) => this.steps.peek(stepKey(variable, t)))
      const inside = place >= 0 && place < (cached[0]?.length ?? 0)
      if (count > 0 && inside && cached.every((values) => values !== undefined)) {
        return Float32Array.from(cached, (values) => values?.[place] ?? Number.NaN)
      }
      return readSeries(this.file, variable, place, this.layout)
    })
  }

  places(variable: string): Costed<Float32Array> {
    return costedRead(this.lazy, () => {
      const kept = this.placeValues.get(variable)
      if (kept) return kept
      const values = readPlaces(this.file, variable)
      unfailed(this.lazy)
      this.placeValues.set(variable, values)
      return values
    })
  }

  prefetch(variable: string, timeIndexes: readonly number[]): Costed<number[]> {
    return costedRead(this.lazy, () =>
      timeIndexes.filter((timeIndex) => {
        if (this.steps.has(stepKey(variable, timeIndex))) return false
        this.readStep(variable, timeIndex)
        return true
      }),
    )
  }

  totals() {
    return {
      ...this.lazy.counters,
      cachedSteps: this.steps.size,
      cachedStepBytes: this.steps.weight,
      stepCacheBytes: this.stepCacheBytes,
    }
  }

  close() {
    this.steps.clear()
    this.placeValues.clear()
    this.file.close()
    this.lazy.unmount()
  }

  private readStep(variable: string, timeIndex: number): Float32Array {
    const key = stepKey(variable, timeIndex)
    const cached = this.steps.get(key)
    if (cached) return cached
    const values = readStep(this.file, variable, timeIndex, this.layout)
    unfailed(this.lazy)
    this.steps.set(key, values)
    return values
  }
}

const stepKey = (variable: string, timeIndex: number) => `${variable}@${timeIndex}`
