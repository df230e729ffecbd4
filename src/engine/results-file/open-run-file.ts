import type { QueryClient } from '@tanstack/react-query'
import { apiOf } from '@/api/session-client'
import { fetchResultDownload } from '@/api/simulations/result-files-queries'
import { ResultsReadError } from '@/lib/results-file/errors'
import { startResultsFileReader, type ResultsFileReader } from './results-file-client'
import type { OpenedResultsFile } from './results-file-service'

/** Links expire, so one is asked at the moment of use. */
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

/** False where it holds no maximum or cannot be read: the maximum then comes from output times. */
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

/** The store refused the link (403/404): it expired, or the file was not there yet. */
export function isRefusedLink(error: unknown): boolean {
  return error instanceof ResultsReadError && error.kind === 'expired'
}

/** A link the store refuses is renewed once: a new download record, a new reader. */
export async function readRunResults<T>(
  client: QueryClient,
  simulationId: number,
  fileId: number,
  read: (reader: ResultsFileReader) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const attempt = async () => {
    const reader = startResultsFileReader()
    try {
      await openRunResults(client, reader, simulationId, fileId, signal)
      return await read(reader)
    } finally {
      reader.stop()
    }
  }
  try {
    return await attempt()
  } catch (error) {
    if (!isRefusedLink(error) || signal?.aborted) throw error
    return attempt()
  }
}
