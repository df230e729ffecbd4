// Issue 40: the worst case over 18 runs at 10^5 cells vs reading their 18 level arrays alone,
// paired per pass, on the code the results-file worker runs; its memory at 6 and at 18 runs.
import { floodProductReads } from '../src/engine/results-file/flood-products-reads'
import { mapReads } from '../src/engine/results-file/results-map-reads'
import { worstCaseOfRun } from '../src/engine/results-file/worst-case-reads'
import type { WorstCase } from '../src/lib/flood-products/worst-case'
import { bytesSource } from '../src/lib/h5-lazy-file'
import { openResultsSession, type ResultsFileSession } from '../src/lib/results-file/session'
import { syntheticRun } from './synthetic-run'
import { spreadOf, verdict, type Goal } from './goals'
import { median } from './stats'

const CELLS = 100_000
const RUNS = 18
const FEW_RUNS = 6
const TIMES = Float64Array.from({ length: 25 }, (_, k) => k * 900)
const GOAL = 1.5
const MIB = 2 ** 20

const inUse = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** Each run in a session of its own, one after the other, as the page asks the worker. */
async function overRuns(
  files: Uint8Array[],
  runs: number,
  read: (s: ResultsFileSession, run: number) => void,
) {
  const before = inUse()
  let peak = 0
  const started = performance.now()
  for (let run = 0; run < runs; run += 1) {
    const session = await openResultsSession(bytesSource(files[run % files.length] as Uint8Array))
    read(session, run)
    session.close()
    peak = Math.max(peak, inUse() - before)
  }
  return { ms: performance.now() - started, peakMiB: peak / MIB }
}

function worstOver(files: Uint8Array[], runs: number) {
  let worst: WorstCase | null = null
  const reads = { products: floodProductReads(), map: mapReads() }
  return overRuns(files, runs, (session, runIndex) => {
    const step = { product: 'maximum' as const, worst, runIndex }
    worst = worstCaseOfRun(reads, session, step, () => {}).value
  })
}

export async function measureWorstCase(passes: number) {
  const files = await Promise.all(
    [1, 1.5, 2].map((speed) =>
      syntheticRun({ cells: CELLS, times: TIMES, speed, velocities: false }),
    ),
  )
  const readAlone = (session: ResultsFileSession) => {
    session.places('Mesh2DFace_zcc')
    TIMES.forEach((_, k) => session.step('Mesh2D_s1', k))
  }
  const read: number[] = []
  const worst: number[] = []
  const peaks = { few: [] as number[], all: [] as number[] }
  for (let pass = 0; pass <= passes; pass += 1) {
    const readMs = (await overRuns(files, RUNS, readAlone)).ms
    const all = await worstOver(files, RUNS)
    const few = await worstOver(files, FEW_RUNS)
    // The first pass warms h5wasm and the JIT: not counted.
    if (pass === 0) continue
    read.push(readMs)
    worst.push(all.ms)
    peaks.all.push(all.peakMiB)
    peaks.few.push(few.peakMiB)
  }
  return { read, worst, peaks, fileBytes: files[0]?.byteLength ?? 0 }
}

export type WorstCaseSample = Awaited<ReturnType<typeof measureWorstCase>>

export function worstCaseGoal(sample: WorstCaseSample): Goal {
  const ratios = sample.worst.map((ms, pass) => ms / (sample.read[pass] ?? Number.NaN))
  const figure = median(ratios)
  const few = median(sample.peaks.few).toFixed(1)
  const all = median(sample.peaks.all).toFixed(1)
  return {
    id: 'worst-case-vs-read',
    goal: `worst case over ${RUNS} runs at 10^5 cells / reading their ${RUNS} arrays alone`,
    figure,
    unit: 'ratio',
    detail: `median worst case ${Math.round(median(sample.worst))} ms, read ${Math.round(median(sample.read))} ms; peak memory ${few} MiB at ${FEW_RUNS} runs, ${all} MiB at ${RUNS} (heap and buffers over the start); ${(sample.fileBytes / MIB).toFixed(0)} MiB per file`,
    spread: spreadOf(ratios),
    target: `<= ${GOAL}`,
    verdict: verdict(figure <= GOAL),
  }
}

export async function worstCaseGoals(passes: number): Promise<Goal[]> {
  return [worstCaseGoal(await measureWorstCase(passes))]
}
