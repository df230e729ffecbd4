import { nothingRead } from '@/api/common'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { useQuery } from '@tanstack/react-query'
import { statusHistoryQuery } from '@/api/simulations/queries'
import type { CurrentStatus } from '@/api/simulations/schema'
import { QueryStates } from '@/components/query-states'
import { StatusBadge } from '@/components/status-badge'
import { formatClock } from '@/lib/duration'
import { formatMoment } from '@/lib/local-time'

function chronological(history: CurrentStatus[]): CurrentStatus[] {
  return [...history].sort(
    (left, right) => Date.parse(left.created) - Date.parse(right.created) || left.id - right.id,
  )
}

export function StatusTimeline({ id }: { id: number }) {
  const history = useQuery(statusHistoryQuery(id))
  return (
    <QueryStates
      query={history}
      queryKeys={[statusHistoryQuery(id).queryKey]}
      loading="Loading the status history…"
      errorTitle="Could not load the status history"
      isEmpty={nothingRead}
      empty={<p className="muted">No status changes yet.</p>}
    >
      {(statuses) => (
        <>
          <Timeline history={statuses.rows} />
          <UnreadableRows rows={statuses.unreadable} />
        </>
      )}
    </QueryStates>
  )
}

function Timeline({ history }: { history: CurrentStatus[] }) {
  return (
    <ol className="timeline" aria-label="Status history">
      {chronological(history).map((status) => (
        <li key={status.id} className="timeline__item">
          <span>
            <StatusBadge status={status} />
          </span>
          <span className="timeline__meta">
            {formatMoment(status.created)}
            {status.time !== null ? ` · simulated ${formatClock(status.time)} (h:mm:ss)` : ''}
            {status.exit_code !== null ? ` · exit code ${status.exit_code}` : ''}
          </span>
          {status.detail ? <span>{status.detail}</span> : null}
        </li>
      ))}
    </ol>
  )
}
