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

const headerDeadline = {
  ms: 120_000,
  missed: () => new Error('Reading the header took longer than 2 minutes; it was stopped.'),
}

function inWorker(url: string, options: HeaderReadOptions): Promise<HeaderReading> {
  return headerWorker.call((remote) => remote.readResultsHeader(url, options), headerDeadline)
}

/** By HTTP Range first; on failure a fresh worker reads the file whole (asking above 200 MB). */
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
