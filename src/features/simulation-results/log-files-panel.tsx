import { useQuery } from '@tanstack/react-query'
import { logZipQuery } from '@/api/simulations/log-zip-queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { ErrorState } from '@/components/error-state'
import { QueryStates } from '@/components/query-states'
import { DownloadButton } from './download-button'
import { LogEntryView } from './log-entry-view'
import { ReadOnRequestPanel } from './read-on-request-panel'

type Props = { simulationId: number; file: ResultFile }

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
  const query = logZipQuery(simulationId, file.id)
  const logs = useQuery(query)
  return (
    <QueryStates
      query={logs}
      queryKeys={[query.queryKey]}
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
