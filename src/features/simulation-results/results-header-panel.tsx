import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { fetchResultDownload, resultFileKeys } from '@/api/simulations/result-files-queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { QueryStates } from '@/components/query-states'
import { formatBytes } from '@/lib/format-bytes'
import { DownloadButton } from './download-button'
import { NetcdfHeaderView } from './netcdf-header-view'
import { ReadOnRequestPanel } from './read-on-request-panel'
import { readHeaderOffThread } from '@/engine/results-header/read-results-header'
import type { HeaderReading } from '@/engine/results-header/results-header-reader'

type Props = { simulationId: number; file: ResultFile }

export function ResultsHeaderPanel({ simulationId, file }: Props) {
  return (
    <ReadOnRequestPanel
      headingId={`header-${file.id}-heading`}
      heading={`Header of ${file.filename}`}
      description="Dimensions, variables with their units, the time steps and the 1D and 2D meshes, read from the file's metadata only."
      openLabel="Read the header"
    >
      <OpenedHeader simulationId={simulationId} file={file} />
    </ReadOnRequestPanel>
  )
}

function OpenedHeader({ simulationId, file }: Props) {
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
    staleTime: Infinity,
    retry: false,
  })
  return (
    <QueryStates
      query={header}
      queryKeys={[queryKey]}
      loading="Reading the header…"
      errorTitle="Could not read the header"
    >
      {(reading) => (
        <HeaderReadingView
          reading={reading}
          download={<DownloadButton simulationId={simulationId} file={file} />}
          onReadWholeFile={() => setWholeFileAccepted(true)}
        />
      )}
    </QueryStates>
  )
}

function HeaderReadingView({
  reading,
  download,
  onReadWholeFile,
}: {
  reading: HeaderReading
  download: ReactNode
  onReadWholeFile: () => void
}) {
  if (reading.kind === 'needs-whole-file') {
    return (
      <ActionError as="div" className="notice notice--warning">
        <p>
          The file store does not serve parts of files, so reading the header means loading the
          whole {formatBytes(reading.size)} file into this tab, which is slow and may run out of
          memory. Downloading it is the lighter way.
        </p>
        <div className="state__actions">
          <Button onClick={onReadWholeFile}>Read the whole file</Button>
          {download}
        </div>
      </ActionError>
    )
  }
  if (reading.kind === 'unreadable') {
    return (
      <ErrorState
        title="The header cannot be read"
        message={`${reading.reason} You can still download the file and look with another tool.`}
        secondaryAction={download}
      />
    )
  }
  const how =
    reading.via === 'ranges'
      ? 'Read by HTTP Range: only the blocks the metadata needs.'
      : `Read from the whole file${reading.size === null ? '' : ` (${formatBytes(reading.size)})`}.`
  return <NetcdfHeaderView header={reading.header} how={how} />
}
