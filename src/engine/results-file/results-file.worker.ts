import { expose } from 'comlink'
import { probeRanges, rangedUrlSource } from '@/api/ranged-file'
import { ResultsReadError } from '@/lib/results-file/errors'
import { readResultsHeader } from '../results-header/results-header-reader'
import { createResultsFileService } from './results-file-service'

// No ranges, no read: the file can be gigabytes (docs/records/0032-results-slices.md).
const service = createResultsFileService(async (url, stallMs) => {
  const { ranges, size } = await probeRanges(url, stallMs)
  if (!ranges || size === null) {
    throw new ResultsReadError(
      'no-ranges',
      'The storage does not serve parts of the results file (no byte ranges); download it instead.',
    )
  }
  return rangedUrlSource(url, size, stallMs)
})
// The header reader lives here too, so one worker script (one h5wasm) serves both.
const api = { ...service, readResultsHeader }
export type ResultsFileWorker = typeof api

expose(api)
