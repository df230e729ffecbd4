import { useQuery } from '@tanstack/react-query'
import { viewerHistoryQuery } from '@/api/simulations/post-processing-queries'
import type {
  PostProcessingStatus,
  PostProcessingStatusName,
} from '@/api/simulations/post-processing-schema'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { formatUtc } from '@/lib/utc-time'

const describe: Record<PostProcessingStatusName, string> = {
  created: 'Set up: waits for the run to finish',
  requested: 'Requested: the viewer will pick it up',
  archiving: 'Archiving: the viewer processes the results',
  archiving_failed: 'Archiving failed: the results did not reach the viewer',
  archived: 'Archived: the results are in the viewer',
}

function chronological(history: PostProcessingStatus[]): PostProcessingStatus[] {
  return [...history].sort((left, right) => Date.parse(left.created) - Date.parse(right.created))
}

/** The viewer's current status and its history; "nothing requested yet" before any exists. */
export function ViewerStatusPanel({
  simulationId,
  current,
}: {
  simulationId: number
  current: PostProcessingStatus | null
}) {
  return (
    <section className="panel" aria-labelledby="post-processing-status-heading">
      <h2 id="post-processing-status-heading">Viewer status</h2>
      {current === null ? (
        <p>
          Nothing requested yet: set up Basic post-processing to send the results to the viewer.
        </p>
      ) : (
        <>
          <p role="status" aria-label="Viewer status">
            <strong>{describe[current.status]}</strong>
          </p>
          <ViewerHistory simulationId={simulationId} current={current} />
        </>
      )}
    </section>
  )
}

function ViewerHistory({
  simulationId,
  current,
}: {
  simulationId: number
  current: PostProcessingStatus
}) {
  const query = viewerHistoryQuery(simulationId, `${current.status}@${current.created}`)
  const history = useQuery(query)
  if (history.isPending) {
    return <LoadingState label="Loading the viewer history…" queryKeys={[query.queryKey]} />
  }
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load the viewer history"
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    )
  }
  return (
    <ol className="timeline" aria-label="Viewer status history">
      {chronological(history.data).map((entry) => (
        <li key={`${entry.status}-${entry.created}`} className="timeline__item">
          <span>{entry.status}</span>
          <span className="timeline__meta">{formatUtc(entry.created)}</span>
        </li>
      ))}
    </ol>
  )
}
