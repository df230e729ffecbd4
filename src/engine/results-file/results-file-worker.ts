import { ResultsReadError } from '@/lib/results-file/errors'
import { startResultsFileWorker } from '../workers/app-workers'
import { workerClient } from '../workers/worker-client'
import type { ResultsFileWorker } from './results-file.worker'

// One per page: every reader and the header reads share it, so h5wasm loads once.
export const resultsFileWorker = workerClient<ResultsFileWorker>(startResultsFileWorker, {
  crashed: (message) =>
    new ResultsReadError('unreadable', `The results file reader stopped: ${message}`),
  idleMs: 30_000,
})
