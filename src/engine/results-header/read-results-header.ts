import { startResultsFileWorker } from '../workers/app-workers'
import { workerClient } from '../workers/worker-client'
import type { ResultsFileWorker } from '../results-file/results-file.worker'
import {
  readResultsHeader,
  type HeaderReading,
  type HeaderReadOptions,
} from './results-header-reader'

const headerWorker = workerClient<ResultsFileWorker>(startResultsFileWorker, {
  crashed: (message) => new Error(`The header reader stopped: ${message}`),
  idleMs: 30_000,
})

// A header read that moves no data for this long is given up.
const headerDeadline = {
  ms: 120_000,
  missed: () => new Error('Reading the header took longer than 2 minutes; it was stopped.'),
}

function inWorker(url: string, options: HeaderReadOptions): Promise<HeaderReading> {
  return headerWorker.call((remote) => remote.readResultsHeader(url, options), headerDeadline)
}

/**
 * By HTTP Range first; when that fails, a fresh worker reads the whole file (asking above 200 MB).
 * Without Web Workers (unit tests) it reads in the page.
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
    headerWorker.release()
    return inWorker(url, { mode: 'whole', wholeFileAccepted })
  }
}
