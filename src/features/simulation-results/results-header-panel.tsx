import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fetchResultDownload, resultFileKeys } from '@/api/simulations/result-files-queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { formatBytes } from '@/lib/format-bytes'
import { DownloadButton } from './download-button'
import { NetcdfHeaderView } from './netcdf-header-view'
import { readHeaderOffThread } from './read-results-header'

/** The header of a NetCDF results file, read lazily in a worker when asked for. */
export function ResultsHeaderPanel({
  simulationId,
  file,
}: {
  simulationId: number
  file: ResultFile
}) {
  const [opened, setOpened] = useState(false)
  const [wholeFileAccepted, setWholeFileAccepted] = useState(false)
  const queryKey = [
    ...resultFileKeys.list(simulationId),
    file.id,
    'header',
    wholeFileAccepted,
  ] as const
  const header = useQuery({
    queryKey,
    queryFn: async ({ client, signal }) => {
      const link = await fetchResultDownload(client, simulationId, file.id, signal)
      return readHeaderOffThread(link.get_url, wholeFileAccepted)
    },
    enabled: opened,
    staleTime: Infinity,
    retry: false,
  })
  const headingId = `header-${file.id}-heading`
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Header of {file.filename}</h2>
      {!opened ? (
        <>
          <p className="muted">
            Dimensions, variables with their units, the time steps and the 1D and 2D meshes, read
            from the file's metadata only.
          </p>
          <Button variant="primary" onClick={() => setOpened(true)}>
            Read the header
          </Button>
        </>
      ) : header.isPending ? (
        <LoadingState label="Reading the header…" queryKeys={[queryKey]} />
      ) : header.isError ? (
        <ErrorState
          title="Could not read the header"
          message={header.error.message}
          onRetry={() => void header.refetch()}
        />
      ) : header.data.kind === 'needs-whole-file' ? (
        <div className="notice notice--warning" role="alert">
          <p>
            The file store does not serve parts of files, so reading the header means loading the
            whole {formatBytes(header.data.size)} file into this tab, which is slow and may run out
            of memory. Downloading it is the lighter way.
          </p>
          <div className="state__actions">
            <Button onClick={() => setWholeFileAccepted(true)}>Read the whole file</Button>
            <DownloadButton simulationId={simulationId} file={file} />
          </div>
        </div>
      ) : header.data.kind === 'unreadable' ? (
        <div className="state state--error" role="alert">
          <p className="state__title">The header cannot be read</p>
          <p className="state__description">
            {header.data.reason} You can still download the file and look with another tool.
          </p>
          <div className="state__actions">
            <DownloadButton simulationId={simulationId} file={file} />
          </div>
        </div>
      ) : (
        <NetcdfHeaderView
          header={header.data.header}
          how={
            header.data.via === 'ranges'
              ? 'Read by HTTP Range: only the blocks the metadata needs.'
              : `Read from the whole file${header.data.size === null ? '' : ` (${formatBytes(header.data.size)})`}.`
          }
        />
      )}
    </section>
  )
}
