import { nothingRead } from '@/api/common'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { aggregateFileOf, resultsFileOf } from '@/api/simulations/result-file-choice'
import { resultFileKeys, resultFilesQuery } from '@/api/simulations/result-files-queries'
import { isLogZip } from '@/api/simulations/log-zip-queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import type { Simulation } from '@/api/simulations/schema'
import { EmptyState } from '@/components/empty-state'
import { LoadingState } from '@/components/loading-state'
import { QueryStates } from '@/components/query-states'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { DownloadButton } from './download-button'
import { expiryOf } from './expiry'
import { LogFilesPanel } from './log-files-panel'
import { ResultFilesPanel } from './result-files-panel'
import { ResultsHeaderPanel } from './results-header-panel'

/** What the page hands the results map (features/results-map), which the app gives it. */
export type ResultsMapProps = {
  id: string
  simulation: Simulation
  file: ResultFile
  aggregate: ResultFile | null
  download: ReactNode
}
type ResultsMapSlot = { ResultsMap: ComponentType<ResultsMapProps> }

const ENDED = new Set(['finished', 'crashed'])
const MAP_ID = 'water-map'

export function ResultsPage({ ResultsMap }: ResultsMapSlot) {
  const { simulation, status } = useWorkspaceSimulation()
  const id = simulation.id
  const queryClient = useQueryClient()
  const files = useQuery(resultFilesQuery(id))
  const runStatus = status?.name

  // The files appear when the run ends: read the list again when the run's status moves.
  useEffect(() => {
    if (runStatus === undefined) return
    void queryClient.invalidateQueries({ queryKey: resultFileKeys.list(id) })
  }, [runStatus, id, queryClient])

  const ended = runStatus !== undefined && ENDED.has(runStatus)
  return (
    <QueryStates
      query={files}
      queryKeys={[resultFileKeys.list(id)]}
      loading="Loading the result files…"
      errorTitle="Could not load the result files"
      isEmpty={nothingRead}
      empty={
        ended ? (
          <EmptyState
            title="No result files"
            description="The run ended but left no result files to download."
          />
        ) : (
          <EmptyState
            title="No results yet"
            description={`The run is ${runStatus ?? 'not started'}. Its result files appear here when it finishes; a crashed run leaves its logs, which say why.`}
          />
        )
      }
    >
      {(list) => (
        <>
          <ResultFiles
            simulation={simulation}
            finished={runStatus === 'finished'}
            files={list.rows}
            ResultsMap={ResultsMap}
          />
          <UnreadableRows rows={list.unreadable} />
        </>
      )}
    </QueryStates>
  )
}

function ResultFiles({
  simulation,
  finished,
  files,
  ResultsMap,
}: ResultsMapSlot & { simulation: Simulation; finished: boolean; files: ResultFile[] }) {
  const id = simulation.id
  const now = new Date()
  const usable = files.filter((file) => !expiryOf(file, now).expired)
  const logs = usable.filter(isLogZip)
  const netcdfs = usable.filter((file) => file.filename.endsWith('.nc'))
  const results = resultsFileOf(usable)
  const aggregate = aggregateFileOf(usable)
  return (
    <>
      {results ? (
        // The map lies below the fold at 1280×800: one click brings it into view.
        <p>
          <a href={`#${MAP_ID}`}>Go to the water map</a>
          {finished ? (
            <>
              {' · '}
              <Link to={`/models/${simulation.hydromodel_id}/worst-case?runs=${id}`}>
                Worst case over this model’s finished runs
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="muted">
        Result files stay for 7 days after the run ends. Downloads go straight from the file store
        to your disk; the logs and the header of a NetCDF file can also be read here.
      </p>
      <ResultFilesPanel simulationId={id} files={files} now={now} />
      {results ? (
        <Suspense fallback={<LoadingState label="Loading the results map…" />}>
          <ResultsMap
            id={MAP_ID}
            simulation={simulation}
            file={results}
            aggregate={aggregate}
            download={<DownloadButton simulationId={id} file={results} />}
          />
        </Suspense>
      ) : null}
      {logs.map((file) => (
        <LogFilesPanel key={file.id} simulationId={id} file={file} />
      ))}
      {netcdfs.map((file) => (
        <ResultsHeaderPanel key={file.id} simulationId={id} file={file} />
      ))}
    </>
  )
}
