import { expose } from 'comlink'
import { probeRanges, rangedUrlSource } from '@/api/ranged-file'
import { ResultsReadError } from '@/lib/results-file/errors'
import { createResultsFileService } from './results-file-service'

/**
 * The open results file of a run, read by HTTP Range off the page thread (decision 0032): the
 * header once, then only the blocks of the steps and series asked for. A store without ranges is
 * said, not read whole: the file can be gigabytes.
 */
const api = createResultsFileService(async (url, stallMs) => {
  const { ranges, size } = await probeRanges(url, stallMs)
  if (!ranges || size === null) {
    throw new ResultsReadError(
      'no-ranges',
      'The storage does not serve parts of the results file (no byte ranges); download it instead.',
    )
  }
  return rangedUrlSource(url, size, stallMs)
})
export type ResultsFileWorker = typeof api

expose(api)
