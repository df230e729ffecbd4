import type { QueryClient } from '@tanstack/react-query'
import { resultFilesQuery } from '@/api/simulations/result-files-queries'
import { resultsFileOf } from '@/api/simulations/result-file-choice'
import type { WorstCase, WorstCaseProduct } from '@/lib/flood-products/worst-case'
import type { Progress } from './flood-products-reads'
import { worstCaseKey, type KeptWorstCases, type WorstCaseRecord } from './kept-worst-cases'
import { readRunResults } from './open-run-file'
import type { WorstCaseStep } from './worst-case-reads'

/** Run `run` of `of` being read; `times`: its output times read so far. */
export type WorstCaseProgress = { run: number; of: number; times: [number, number] | null }

export type ReadRun = (
  id: number,
  step: WorstCaseStep,
  onTimes: Progress,
  signal: AbortSignal,
) => Promise<WorstCase>

/** A run's results file, read in the page's results-file worker (a fresh link, renewed once). */
export function workerRunReads(client: QueryClient): ReadRun {
  return async (id, step, onTimes, signal) => {
    const file = resultsFileOf((await client.fetchQuery(resultFilesQuery(id))).rows)
    if (!file) throw new Error('This run has no results file.')
    const read = (reader: Parameters<Parameters<typeof readRunResults>[3]>[0]) =>
      reader.worstCaseRun(step, onTimes)
    return (await readRunResults(client, id, file.id, read, signal)).value
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Per cell the worst of `product` over the runs, one run at a time; kept after each run, so a
 * reload takes it up where it stopped. Runs that failed before are read again.
 */
export async function worstCaseOver(
  product: WorstCaseProduct,
  runIds: readonly number[],
  options: {
    readRun: ReadRun
    kept: KeptWorstCases | null
    signal: AbortSignal
    onProgress: (progress: WorstCaseProgress) => void
  },
): Promise<WorstCaseRecord> {
  const { readRun, kept, signal, onProgress } = options
  const key = worstCaseKey(product, runIds)
  const earlier = await kept?.get(key).catch(() => undefined)
  const record: WorstCaseRecord = earlier
    ? { ...earlier, failed: [] }
    : { product, runIds: [...runIds], worst: null, done: [], failed: [] }
  const of = runIds.length
  for (const id of runIds.filter((run) => !record.done.includes(run))) {
    signal.throwIfAborted()
    const run = record.done.length + record.failed.length + 1
    onProgress({ run, of, times: null })
    try {
      const step = { product, worst: record.worst, runIndex: runIds.indexOf(id) }
      const onTimes = (done: number, total: number) => onProgress({ run, of, times: [done, total] })
      record.worst = await readRun(id, step, onTimes, signal)
      record.done.push(id)
    } catch (error) {
      if (signal.aborted) throw error
      record.failed.push({ id, message: messageOf(error) })
    }
    // Not kept is not lost: the result is still answered, only a reload would start again.
    await kept?.put(key, record).catch(() => undefined)
  }
  return record
}
