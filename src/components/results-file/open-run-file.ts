import type { QueryClient } from '@tanstack/react-query'
import { apiOf } from '@/api/session-client'
import { fetchResultDownload } from '@/api/simulations/result-files-queries'
import type { ResultsFileReader } from './results-file-client'
import type { OpenedResultsFile } from './results-file-service'

/**
 * Opens a run's results file in `reader` at a fresh link (links expire, so one is asked at the
 * moment of use), each request with the transfer stall deadline.
 */
export async function openRunResults(
  client: QueryClient,
  reader: ResultsFileReader,
  simulationId: number,
  fileId: number,
  signal?: AbortSignal,
): Promise<OpenedResultsFile> {
  const link = await fetchResultDownload(client, simulationId, fileId, signal)
  return reader.open(link.get_url, { stallMs: apiOf(client).deadlines.transferStallMs })
}

/**
 * Opens the run's aggregate file beside its results file, at a fresh link: the maximum over
 * every calculation step. False where it holds none or cannot be read (the maximum then comes
 * from the output times).
 */
export function openRunAggregate(
  client: QueryClient,
  reader: ResultsFileReader,
  simulationId: number,
  fileId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const stallMs = apiOf(client).deadlines.transferStallMs
  return fetchResultDownload(client, simulationId, fileId, signal)
    .then((aggregate) => reader.openAggregate(aggregate.get_url, { stallMs }))
    .catch(() => false)
}
