// Issue 40: the results-file worker's memory while it computes every flood product of a run at
// 10^6 cells, at more wet depths than its product cache keeps, on the code the worker runs.
import {
  FLOOD_PRODUCTS_CACHE_BYTES,
  floodProductReads,
} from '../src/engine/results-file/flood-products-reads'
import { bytesSource } from '../src/lib/h5-lazy-file'
import {
  BLOCK_CACHE_BYTES,
  openResultsSession,
  STEP_CACHE_BYTES,
} from '../src/lib/results-file/session'
import { syntheticRun } from './synthetic-run'
import { spreadOf, verdict, type Goal } from './goals'
import { median } from './stats'

const CELLS = 1_000_000
const TIMES = Float64Array.from({ length: 12 }, (_, k) => k * 1800)
/** Five wet depths: the fifth evicts the first from a cache of four product sets. */
const WET_DEPTHS = [0.02, 0.05, 0.1, 0.3, 0.5]
const MIB = 2 ** 20
/** What the worker may hold by its own bounds: steps, file blocks and product sets. */
const BOUND_BYTES = STEP_CACHE_BYTES + BLOCK_CACHE_BYTES + FLOOD_PRODUCTS_CACHE_BYTES
const GOAL = 1.2

/** The process's JavaScript heap and buffers (typed arrays, Wasm memory): what a worker holds. */
function heldBytes(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** Each run: a fresh session computes every product at each wet depth; the peak above the open session. */
export async function measureFloodProductsMemory(runs: number) {
  const bytes = await syntheticRun({ cells: CELLS, times: TIMES })
  const peaks: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const session = await openResultsSession(bytesSource(bytes))
    const reads = floodProductReads()
    const baseline = heldBytes()
    let peak = 0
    const sample = () => {
      peak = Math.max(peak, heldBytes() - baseline)
    }
    for (const wetDepthM of WET_DEPTHS) {
      reads.products(session, { wetDepthM }, sample)
      sample()
    }
    peaks.push(peak / MIB)
    session.close()
  }
  return { peaks, fileBytes: bytes.byteLength }
}

export function floodProductsMemoryGoal(
  sample: Awaited<ReturnType<typeof measureFloodProductsMemory>>,
): Goal {
  const boundMiB = BOUND_BYTES / MIB
  const figure = median(sample.peaks)
  return {
    id: 'flood-products-worker-memory',
    goal: 'worker memory computing all flood products at 10^6 cells, 5 wet depths',
    figure,
    unit: 'MiB',
    detail: `peak heap + buffers above the open session, sampled at each output time; bound = step ${STEP_CACHE_BYTES / MIB} + block ${BLOCK_CACHE_BYTES / MIB} + product ${FLOOD_PRODUCTS_CACHE_BYTES / MIB} MiB caches; ${TIMES.length} output times, ${(sample.fileBytes / MIB).toFixed(0)} MiB file in Node`,
    spread: spreadOf(sample.peaks),
    target: `<= ${(boundMiB * GOAL).toFixed(0)} MiB (bound + 20 %)`,
    verdict: verdict(figure <= boundMiB * GOAL),
  }
}

export async function floodProductsMemoryGoals(runs: number): Promise<Goal[]> {
  return [floodProductsMemoryGoal(await measureFloodProductsMemory(Math.min(runs, 3)))]
}
