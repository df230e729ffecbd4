import { useQuery } from '@tanstack/react-query'
import { fetchResultDownload, resultFileKeys } from '@/api/simulations/result-files-queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { apiOf } from '@/api/session-client'
import { downloadFile } from '@/api/transfer'
import { ErrorState } from '@/components/error-state'
import { QueryStates } from '@/components/query-states'
import { DownloadButton } from './download-button'
import { readLogZip } from './log-zip'
import { LogEntryView } from './log-entry-view'
import { ReadOnRequestPanel } from './read-on-request-panel'

type Props = { simulationId: number; file: ResultFile }

/** The log ZIP opened in the page (fflate): each log readable, the water balance as a chart. */
export function LogFilesPanel({ simulationId, file }: Props) {
  return (
    <ReadOnRequestPanel
      headingId={`logs-${file.id}-heading`}
      heading={`Logs (${file.filename})`}
      description="The simulation log, the flow summary, the time-step reductions, the solver logs and the water balance over time."
      openLabel="Open the logs"
    >
      <OpenedLogs simulationId={simulationId} file={file} />
    </ReadOnRequestPanel>
  )
}

function OpenedLogs({ simulationId, file }: Props) {
  const queryKey = [...resultFileKeys.list(simulationId), file.id, 'logs'] as const
  const logs = useQuery({
    queryKey,
    queryFn: async ({ client, signal }) => {
      const link = await fetchResultDownload(client, simulationId, file.id, signal)
      const { transferStallMs } = apiOf(client).deadlines
      const blob = await downloadFile(link.get_url, { signal, stallMs: transferStallMs })
      return readLogZip(new Uint8Array(await blob.arrayBuffer()))
    },
    staleTime: Infinity,
    retry: false,
  })
  return (
    <QueryStates
      query={logs}
      queryKeys={[queryKey]}
      loading="Opening the log files…"
      errorTitle="Could not open the logs"
    >
      {(read) =>
        read.ok ? (
          read.entries.map((entry) => <LogEntryView key={entry.name} entry={entry} />)
        ) : (
          <ErrorState
            title="The log file cannot be opened here"
            message={`${read.reason} You can still download it and look with another tool.`}
            secondaryAction={
              <DownloadButton simulationId={simulationId} file={file} label="Download" />
            }
          />
        )
      }
    </QueryStates>
  )
}
