import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiOf } from '@/api/session-client'
import { downloadWithFreshLink } from '@/api/fresh-link-download'
import { makingPace } from '@/api/polling/pace'
import { concurrencyLimit } from '@/lib/concurrency'
import { readLogZip, type LogZipReading } from '@/lib/log-files/log-zip'
import { runFiguresOf, type RunFiguresReading } from '@/lib/log-files/run-figures'
import { isBeingMade, madeTooLong } from './file-making'
import { fetchResultDownload, resultFileKeys, resultFilesQuery } from './result-files-queries'
import type { ResultFile } from './result-files-schema'

export const isLogZip = (file: ResultFile) => file.filename.endsWith('.zip')

/** A log ZIP never changes once written: read once, kept; a refused link is renewed once. */
async function fetchLogZip(
  client: QueryClient,
  simulationId: number,
  fileId: number,
  signal: AbortSignal,
): Promise<LogZipReading> {
  const blob = await downloadWithFreshLink({
    getLink: () => fetchResultDownload(client, simulationId, fileId, signal),
    signal,
    stallMs: apiOf(client).deadlines.transferStallMs,
  })
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

/** The log ZIP is listed but still being made (since then, ms): it is read again soon. */
export type FiguresMaking = { ok: false; making: number; reason: string }
export type FiguresReading = RunFiguresReading | FiguresMaking

export const isMaking = (reading: unknown): reading is FiguresMaking =>
  typeof reading === 'object' && reading !== null && 'making' in reading

/** A set's table asks for every ended run's figures at once: four are read at a time. */
const figuresReads = concurrencyLimit(4)

async function readFigures(
  client: QueryClient,
  simulationId: number,
  since: number,
): Promise<FiguresReading> {
  // Read afresh: a file still being made is asked for again until it is there.
  const files = await client.fetchQuery({ ...resultFilesQuery(simulationId), staleTime: 0 })
  const zip = files.rows.find(isLogZip)
  if (!zip) return { ok: false, reason: 'The run has no log files.' }
  if (isBeingMade(zip)) {
    const late = madeTooLong('The log file', since, Date.now())
    return late
      ? { ok: false, reason: late }
      : { ok: false, making: since, reason: 'The log files are still being made.' }
  }
  const logs = await client.fetchQuery(logZipQuery(simulationId, zip.id))
  return logs.ok ? runFiguresOf(logs.entries) : logs
}

/** A run's flow summary figures, read once; a log ZIP still being made is waited for. */
export function runFiguresQuery(simulationId: number) {
  return queryOptions({
    queryKey: [...resultFileKeys.list(simulationId), 'run-figures'] as const,
    queryFn: ({ client, queryKey }): Promise<FiguresReading> => {
      const before = client.getQueryData<FiguresReading>(queryKey)
      const since = isMaking(before) ? before.making : Date.now()
      return figuresReads(() => readFigures(client, simulationId, since))
    },
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data
      return makingPace(isMaking(data) ? data.making : null, Date.now())
    },
  })
}
