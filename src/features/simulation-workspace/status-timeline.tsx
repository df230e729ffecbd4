import { useQuery } from '@tanstack/react-query'
import { statusHistoryQuery } from '@/api/simulations/queries'
import type { CurrentStatus } from '@/api/simulations/schema'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { StatusBadge } from '@/components/status-badge'
import { formatClock } from '@/lib/duration'
import { formatUtc } from '@/lib/utc-time'

function chronological(history: CurrentStatus[]): CurrentStatus[] {
  return [...history].sort(
    (left, right) => Date.parse(left.created) - Date.parse(right.created) || left.id - right.id,
  )
}

export function StatusTimeline({ id }: { id: number }) {
  const history = useQuery(statusHistoryQuery(id))
  if (history.isPending)
    return (
      <LoadingState
        label="Loading the status history…"
        queryKeys={[statusHistoryQuery(id).queryKey]}
      />
    )
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load the status history"
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    )
  }
  if (history.data.length === 0) return <p className="muted">No status changes yet.</p>
  return (
    <ol className="timeline" aria-label="Status history">
      {chronological(history.data).map((status) => (
        <li key={status.id} className="timeline__item">
          <span>
            <StatusBadge status={status} />
          </span>
          <span className="timeline__meta">
            {formatUtc(status.created)}
            {status.time !== null ? ` · simulated ${formatClock(status.time)} (h:mm:ss)` : ''}
            {status.exit_code !== null ? ` · exit code ${status.exit_code}` : ''}
          </span>
          {status.detail ? <span>{status.detail}</span> : null}
        </li>
      ))}
    </ol>
  )
}
