import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fetchResultDownload, resultFileKeys } from '@/api/simulations/result-files-queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { apiOf } from '@/api/session-client'
import { downloadFile } from '@/api/transfer'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { DownloadButton } from './download-button'
import { readLogZip } from './log-zip'
import { LogEntryView } from './log-entry-view'

/** The log ZIP opened in the page (fflate): each log readable, the water balance as a chart. */
export function LogFilesPanel({ simulationId, file }: { simulationId: number; file: ResultFile }) {
  const [opened, setOpened] = useState(false)
  const queryKey = [...resultFileKeys.list(simulationId), file.id, 'logs'] as const
  const logs = useQuery({
    queryKey,
    queryFn: async ({ client, signal }) => {
      const link = await fetchResultDownload(client, simulationId, file.id, signal)
      const { transferStallMs } = apiOf(client).deadlines
      const blob = await downloadFile(link.get_url, { signal, stallMs: transferStallMs })
      return readLogZip(new Uint8Array(await blob.arrayBuffer()))
    },
    enabled: opened,
    staleTime: Infinity,
    retry: false,
  })
  const headingId = `logs-${file.id}-heading`
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Logs ({file.filename})</h2>
      {!opened ? (
        <>
          <p className="muted">
            The simulation log, the flow summary, the time-step reductions, the solver logs and the
            water balance over time.
          </p>
          <Button variant="primary" onClick={() => setOpened(true)}>
            Open the logs
          </Button>
        </>
      ) : logs.isPending ? (
        <LoadingState label="Opening the log files…" queryKeys={[queryKey]} />
      ) : logs.isError ? (
        <ErrorState
          title="Could not open the logs"
          message={logs.error.message}
          onRetry={() => void logs.refetch()}
        />
      ) : !logs.data.ok ? (
        <div className="state state--error" role="alert">
          <p className="state__title">The log file cannot be opened here</p>
          <p className="state__description">
            {logs.data.reason} You can still download it and look with another tool.
          </p>
          <div className="state__actions">
            <DownloadButton simulationId={simulationId} file={file} label="Download" />
          </div>
        </div>
      ) : (
        logs.data.entries.map((entry) => <LogEntryView key={entry.name} entry={entry} />)
      )}
    </section>
  )
}
