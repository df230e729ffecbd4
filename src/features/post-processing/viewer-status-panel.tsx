import type { ViewerStatus } from '@/api/simulations/post-processing-queries'
import type { PostProcessingStatusName } from '@/api/simulations/post-processing-schema'
import { formatMoment } from '@/lib/local-time'
import { RetryViewer, SendToViewer } from './viewer-actions'

const describe: Record<PostProcessingStatusName, string> = {
  created: 'Set up: the viewer starts when the run finishes',
  requested: 'Requested: the viewer will pick it up',
  archiving: 'Archiving: the viewer processes the results',
  archiving_failed: 'Archiving failed: the results did not reach the viewer',
  archived: 'Archived: the results are in the viewer',
}

/** What `created` means depends on the run: it only waits for a run that has not ended yet. */
function describeCurrent(status: PostProcessingStatusName, runStatus: string | undefined) {
  if (status !== 'created') return describe[status]
  if (runStatus === 'finished') return 'Set up, not sent to the viewer yet'
  if (runStatus === 'crashed') return 'Set up, but the run crashed: there are no results to send'
  return describe.created
}

function describeNothing(runStatus: string | undefined) {
  if (runStatus === 'crashed') return 'Nothing requested: the run crashed, so there are no results.'
  if (runStatus === 'finished') {
    return 'Nothing requested yet: set up Basic post-processing, then send the results to the viewer.'
  }
  return 'Nothing requested yet: set up Basic post-processing to send the results to the viewer.'
}

/** Sending a finished run's results is a step of its own: a run that already ended does not do it. */
export function ViewerStatusPanel({
  simulationId,
  viewer,
  runStatus,
  startUnavailable,
  moreCanBeAdded,
}: {
  simulationId: number
  viewer: ViewerStatus
  runStatus: string | undefined
  startUnavailable: string | null
  moreCanBeAdded: boolean
}) {
  const { current } = viewer
  return (
    <section className="panel" aria-labelledby="post-processing-status-heading">
      <h2 id="post-processing-status-heading">Viewer status</h2>
      {current === null ? (
        <p>{describeNothing(runStatus)}</p>
      ) : (
        <>
          <p role="status" aria-label="Viewer status">
            <strong>{describeCurrent(current.status, runStatus)}</strong>
          </p>
          {current.status === 'created' && startUnavailable === null ? (
            <SendToViewer simulationId={simulationId} moreCanBeAdded={moreCanBeAdded} />
          ) : null}
          {current.status === 'archiving_failed' ? (
            <RetryViewer simulationId={simulationId} />
          ) : null}
          <ol className="timeline" aria-label="Viewer status history">
            {viewer.history.map((entry) => (
              <li key={`${entry.status}-${entry.created}`} className="timeline__item">
                <span>{entry.status}</span>
                <span className="timeline__meta">{formatMoment(entry.created)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
