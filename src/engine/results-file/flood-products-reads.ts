import {
  DEFAULT_WET_DEPTH_M,
  floodProductBytes,
  floodProductsOver,
  type FloodProducts,
} from '@/lib/flood-products/flood-products'
import { cellProductSeries, type CellProductSeries } from '@/lib/flood-products/cell-series'
import { createLruCache } from '@/lib/lru-cache'
import { ResultsReadError } from '@/lib/results-file/errors'
import type { Cost, Costed, ResultsFileSession } from '@/lib/results-file/session'
import { MESH_VARIABLES, timesOf, waterDepth } from '@/lib/results-file/slices'

/** The platform's cell-centre velocity components of the 2D cells. */
export const CELL_VELOCITY = { x: 'Mesh2D_ucx', y: 'Mesh2D_ucy' } as const

/** Product sets kept per session: 10^6 cells × 6 arrays is 24 MB; four thresholds of one. */
export const FLOOD_PRODUCTS_CACHE_BYTES = 96 * 1024 * 1024

export type FloodProductsOptions = { wetDepthM?: number }
export type Progress = (done: number, total: number) => void

function hasVariable(open: ResultsFileSession, variable: string): boolean {
  try {
    open.step(variable, 0)
    return true
  } catch (error) {
    if (error instanceof ResultsReadError && error.kind === 'missing-variable') return false
    throw error
  }
}

/** One pass over the output times of the 2D cells: depth from the level, velocity if written. */
function computed(
  open: ResultsFileSession,
  wetDepthM: number,
  progress: Progress,
): Costed<FloodProducts> {
  const before = open.totals()
  const started = performance.now()
  const { level, bottom: bottomName } = MESH_VARIABLES['2D']
  const bottom = open.places(bottomName).value
  const times = timesOf(open.layout, level)
  const velocity =
    times.length > 0 && hasVariable(open, CELL_VELOCITY.x) && hasVariable(open, CELL_VELOCITY.y)
  const over = floodProductsOver(bottom.length, { wetDepthM, velocity })
  for (let index = 0; index < times.length; index += 1) {
    over.add({
      seconds: times[index] as number,
      depth: waterDepth(open.step(level, index).value, bottom),
      velocity: velocity
        ? { x: open.step(CELL_VELOCITY.x, index).value, y: open.step(CELL_VELOCITY.y, index).value }
        : null,
    })
    progress(index + 1, times.length)
  }
  const after = open.totals()
  const cost = {
    requests: after.requests - before.requests,
    bytes: after.bytes - before.bytes,
    ms: performance.now() - started,
  }
  return { value: over.result(), cost }
}

function seriesIfWritten(open: ResultsFileSession, variable: string, place: number) {
  try {
    return open.series(variable, place)
  } catch (error) {
    if (error instanceof ResultsReadError && error.kind === 'missing-variable') return null
    throw error
  }
}

const sumOf = (costs: Cost[]): Cost => ({
  requests: costs.reduce((sum, each) => sum + each.requests, 0),
  bytes: costs.reduce((sum, each) => sum + each.bytes, 0),
  ms: costs.reduce((sum, each) => sum + each.ms, 0),
})

/** One 2D cell's flood quantities over the run, read as the point chart's depth series is. */
export function cellFloodSeries(
  open: ResultsFileSession,
  place: number,
  options: FloodProductsOptions,
): Costed<CellProductSeries> {
  const { level, bottom: bottomName } = MESH_VARIABLES['2D']
  const levels = open.series(level, place)
  const bottom = open.places(bottomName).value[place] ?? Number.NaN
  const depth = waterDepth(levels.value, new Float32Array(levels.value.length).fill(bottom))
  const x = seriesIfWritten(open, CELL_VELOCITY.x, place)
  const y = x && seriesIfWritten(open, CELL_VELOCITY.y, place)
  const speed =
    x && y ? x.value.map((along, step) => Math.hypot(along, y.value[step] ?? NaN)) : null
  const seconds = timesOf(open.layout, level)
  const value = cellProductSeries(seconds, depth, speed, options.wetDepthM ?? DEFAULT_WET_DEPTH_M)
  const costs = [levels.cost, x?.cost, y?.cost].filter((cost) => cost !== undefined)
  return { value, cost: sumOf(costs) }
}

const noCost = { requests: 0, bytes: 0, ms: 0 }

/** A run's flood products, computed once per wet depth and kept (LRU by bytes). */
export function floodProductReads(cacheBytes = FLOOD_PRODUCTS_CACHE_BYTES) {
  const kept = createLruCache<number, FloodProducts>({
    maxWeight: cacheBytes,
    weigh: floodProductBytes,
  })
  return {
    products(
      open: ResultsFileSession,
      options: FloodProductsOptions,
      progress: Progress = () => {},
    ): Costed<FloodProducts> {
      const wetDepthM = options.wetDepthM ?? DEFAULT_WET_DEPTH_M
      if (!(wetDepthM > 0)) {
        throw new ResultsReadError('out-of-range', 'The wet depth must be above 0 m.')
      }
      const cached = kept.get(wetDepthM)
      if (cached) return { value: cached, cost: noCost }
      const made = computed(open, wetDepthM, progress)
      kept.set(wetDepthM, made.value)
      return made
    },
    forget: () => kept.clear(),
  }
}
