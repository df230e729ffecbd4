import { expose } from 'comlink'
import { probeRanges, rangedUrlSource } from '@/api/ranged-file'
import { readRainNetcdf } from '@/lib/rain/read-rain-netcdf'
import { ResultsReadError } from '@/lib/results-file/errors'
import { readResultsHeader } from '../results-header/results-header-reader'
import { reportAlive } from '../workers/worker-client'
import { resultsFileSessions } from './results-file-service'

// No ranges, no read: the file can be gigabytes (docs/records/0032-results-slices.md).
const sessions = resultsFileSessions(async (url, stallMs) => {
  const { ranges, size } = await probeRanges(url, stallMs)
  if (!ranges || size === null) {
    throw new ResultsReadError(
      'no-ranges',
      'The storage does not serve parts of the results file (no byte ranges); download it instead.',
    )
  }
  const source = rangedUrlSource(url, size, stallMs)
  return {
    size,
    read: (start: number, end: number) => {
      const bytes = source.read(start, end)
      reportAlive()
      return bytes
    },
  }
})
const api = { ...sessions, readResultsHeader, readRainNetcdf }
export type ResultsFileWorker = typeof api

expose(api)
