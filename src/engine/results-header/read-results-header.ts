import { releaseProxy, wrap } from 'comlink'
import {
  readResultsHeader,
  type HeaderReading,
  type HeaderReadOptions,
} from './results-header-reader'
import type { ResultsHeaderWorker } from './results-header.worker'

/** A header read that moves no data for this long is given up (each request has a deadline). */
const HEADER_READ_DEADLINE_MS = 120_000

function inWorker(url: string, options: HeaderReadOptions): Promise<HeaderReading> {
  const worker = new Worker(new URL('./results-header.worker.ts', import.meta.url), {
    type: 'module',
    name: 'results-header',
  })
  const remote = wrap<ResultsHeaderWorker>(worker)
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('Reading the header took longer than 2 minutes; it was stopped.')),
      HEADER_READ_DEADLINE_MS,
    )
  })
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) =>
      reject(new Error(`The header reader stopped: ${event.message || 'unknown error'}`)),
    )
  })
  return Promise.race([remote.readResultsHeader(url, options), deadline, failed]).finally(() => {
    clearTimeout(timer)
    remote[releaseProxy]()
    worker.terminate()
  })
}

/**
 * Reads the header of a results file off the page thread: by HTTP Range first (only the blocks
 * the metadata needs); when that fails (a store that breaks off ranges) a fresh worker reads the
 * whole file, asking first above 200 MB. Without Web Workers (unit tests) it reads in the page.
 */
export async function readHeaderOffThread(
  url: string,
  wholeFileAccepted: boolean,
): Promise<HeaderReading> {
  if (typeof Worker === 'undefined') {
    return readResultsHeader(url, { mode: 'whole', wholeFileAccepted })
  }
  try {
    return await inWorker(url, { mode: 'ranges', wholeFileAccepted })
  } catch {
    return inWorker(url, { mode: 'whole', wholeFileAccepted })
  }
}
