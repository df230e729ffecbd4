import { resultsFileWorker } from '../results-file/results-file-client'
import {
  readResultsHeader,
  type HeaderReading,
  type HeaderReadOptions,
} from './results-header-reader'

const headerDeadline = {
  ms: 120_000,
  missed: () => new Error('Reading the header took longer than 2 minutes; it was stopped.'),
}

function inWorker(url: string, options: HeaderReadOptions): Promise<HeaderReading> {
  return resultsFileWorker.call((remote) => remote.readResultsHeader(url, options), headerDeadline)
}

/** By HTTP Range first; on failure the file is read whole (asking above 200 MB). */
export async function readHeaderOffThread(
  url: string,
  wholeFileAccepted: boolean,
): Promise<HeaderReading> {
  if (typeof Worker === 'undefined') {
    return readResultsHeader(url, { mode: 'whole', wholeFileAccepted })
  }
  try {
    return await inWorker(url, { mode: 'ranges', wholeFileAccepted })
  } catch (error) {
    // An Emscripten abort leaves h5wasm unusable (docs/records/0017-results-in-the-browser.md).
    if (error instanceof Error && error.name === 'RuntimeError') resultsFileWorker.release()
    return inWorker(url, { mode: 'whole', wholeFileAccepted })
  }
}
