import { useQuery } from '@tanstack/react-query'
import { progressQuery } from '@/api/simulations/queries'
import type { CurrentStatus } from '@/api/simulations/schema'
import { formatClock } from '@/lib/duration'
import { useStatusPollInterval } from './polling-pace'

const withProgress: ReadonlyArray<CurrentStatus['name']> = [
  'starting',
  'initialized',
  'ended',
  'postprocessing',
  'finished',
  'crashed',
]

/** Percentage and simulated time; polled at the pace of the status it belongs to. */
export function SimulationProgress({
  id,
  status,
  duration,
}: {
  id: number
  status: CurrentStatus
  duration: number
}) {
  const shown = withProgress.includes(status.name)
  const pollInterval = useStatusPollInterval()
  const progress = useQuery({
    ...progressQuery(id),
    enabled: shown,
    refetchInterval: () => pollInterval(status),
  })
  if (!shown) return null
  if (progress.isPending) return <p className="muted">Loading progress…</p>
  if (progress.isError) {
    return (
      <p className="muted">
        Progress is not available right now.{' '}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void progress.refetch()}
        >
          Try again
        </button>
      </p>
    )
  }
  const percentage = Math.min(100, Math.max(0, progress.data.percentage))
  return (
    <div className="progress">
      <progress max={100} value={percentage} aria-label="Simulation progress" />
      <p aria-live="polite">
        {`${percentage} % · simulated ${formatClock(progress.data.time)} of ${formatClock(duration)} (h:mm:ss)`}
      </p>
    </div>
  )
}
