import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiOf } from '@/api/session-client'
import { downloadFile } from '@/api/transfer'
import { concurrencyLimit } from '@/lib/concurrency'
import { readLogZip, type LogZipReading } from '@/lib/log-files/log-zip'
import { runFiguresOf, type RunFiguresReading } from '@/lib/log-files/run-figures'
import { fetchResultDownload, resultFileKeys, resultFilesQuery } from './result-files-queries'
import type { ResultFile } from './result-files-schema'

export const isLogZip = (file: ResultFile) => file.filename.endsWith('.zip')

/** A log ZIP never changes once written: read once, kept, and not tried again on its own. */
async function fetchLogZip(
  client: QueryClient,
  simulationId: number,
  fileId: number,
  signal: AbortSignal,
): Promise<LogZipReading> {
  const link = await fetchResultDownload(client, simulationId, fileId, signal)
  const { transferStallMs } = apiOf(client).deadlines
  const blob = await downloadFile(link.get_url, { signal, stallMs: transferStallMs })
  return readLogZip(new Uint8Array(await blob.arrayBuffer()))
}

export function logZipQuery(simulationId: number, fileId: number) {
  return queryOptions({
    queryKey: [...resultFileKeys.list(simulationId), fileId, 'logs'] as const,
    queryFn: ({ client, signal }) => fetchLogZip(client, simulationId, fileId, signal),
    staleTime: Infinity,
    retry: false,
  })
}

/** A set's table asks for every ended run's figures at once: four are read at a time. */
const figuresReads = concurrencyLimit(4)

export function runFiguresQuery(simulationId: number) {
  return queryOptions({
    queryKey: [...resultFileKeys.list(simulationId), 'run-figures'] as const,
    queryFn: ({ client }): Promise<RunFiguresReading> =>
      figuresReads(async () => {
        const files = await client.fetchQuery(resultFilesQuery(simulationId))
        const zip = files.rows.find(isLogZip)
        if (!zip) return { ok: false, reason: 'The run has no log files.' }
        const logs = await client.fetchQuery(logZipQuery(simulationId, zip.id))
        return logs.ok ? runFiguresOf(logs.entries) : logs
      }),
    staleTime: Infinity,
    retry: false,
  })
}
