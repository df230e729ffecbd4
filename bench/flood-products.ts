// Issue 40: all flood products of one run at 10^5 cells vs only reading every output time's values
// once, paired per run, on the code the results-file worker runs.
import { floodProductReads } from '../src/engine/results-file/flood-products-reads'
import { bytesSource } from '../src/lib/h5-lazy-file'
import { openResultsSession } from '../src/lib/results-file/session'
import { syntheticRun } from './synthetic-run'
import { spreadOf, verdict, type Goal } from './goals'
import { median } from './stats'

const CELLS = 100_000
/** Six hours every 15 minutes, with a few seconds' jitter as the platform writes them. */
const TIMES = Float64Array.from({ length: 25 }, (_, k) => k * 900 + (k % 3) * 7)
const GOAL = 2

async function timed(
  bytes: Uint8Array,
  work: (session: Awaited<ReturnType<typeof openResultsSession>>) => void,
) {
  const session = await openResultsSession(bytesSource(bytes))
  const started = performance.now()
  work(session)
  const elapsed = performance.now() - started
  session.close()
  return elapsed
}

/** Each run: a fresh session reads the three variables' steps, another computes every product. */
export async function measureFloodProducts(runs: number) {
  const bytes = await syntheticRun({ cells: CELLS, times: TIMES })
  const read: number[] = []
  const products: number[] = []
  for (let run = 0; run <= runs; run += 1) {
    const readMs = await timed(bytes, (session) => {
      session.places('Mesh2DFace_zcc')
      for (const variable of ['Mesh2D_s1', 'Mesh2D_ucx', 'Mesh2D_ucy']) {
        TIMES.forEach((_, k) => session.step(variable, k))
      }
    })
    const productsMs = await timed(bytes, (session) => floodProductReads().products(session, {}))
    // The first pair warms h5wasm and the JIT: not counted.
    if (run === 0) continue
    read.push(readMs)
    products.push(productsMs)
  }
  return { cells: CELLS, outputTimes: TIMES.length, fileBytes: bytes.byteLength, read, products }
}

export type FloodProductsSample = Awaited<ReturnType<typeof measureFloodProducts>>

export function floodProductsGoal(sample: FloodProductsSample): Goal {
  const ratios = sample.products.map((ms, run) => ms / (sample.read[run] ?? Number.NaN))
  const figure = median(ratios)
  return {
    id: 'flood-products-vs-read',
    goal: 'all flood products of one run at 10^5 cells / reading its output times once',
    figure,
    unit: 'ratio',
    detail: `median products ${Math.round(median(sample.products))} ms, read ${Math.round(median(sample.read))} ms; ${sample.outputTimes} output times × 3 variables, ${(sample.fileBytes / 2 ** 20).toFixed(0)} MiB file`,
    spread: spreadOf(ratios),
    target: `<= ${GOAL}`,
    verdict: verdict(figure <= GOAL),
  }
}

export async function floodProductsGoals(runs: number): Promise<Goal[]> {
  return [floodProductsGoal(await measureFloodProducts(runs))]
}
