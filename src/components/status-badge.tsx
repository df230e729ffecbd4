import type { CurrentStatus, StatusName } from '@/api/simulations/schema'

type Tone = 'info' | 'success' | 'warning' | 'danger' | null

const tones: Record<StatusName, Tone> = {
  created: null,
  starting: 'info',
  initialized: 'info',
  queued: 'warning',
  ended: 'info',
  postprocessing: 'info',
  finished: 'success',
  crashed: 'danger',
}

/** The word a modeller uses: a paused run is `initialized` with `paused: true` in the API. */
export function statusLabel(status: Pick<CurrentStatus, 'name' | 'paused'>): string {
  if (status.name === 'initialized') return status.paused === true ? 'paused' : 'running'
  return status.name
}

export function StatusBadge({
  status,
}: {
  status: Pick<CurrentStatus, 'name' | 'paused' | 'exit_code'>
}) {
  const paused = status.name === 'initialized' && status.paused === true
  // A word the app does not know is the server's own: shown as it came, in a neutral badge.
  const tone = paused
    ? 'warning'
    : Object.hasOwn(tones, status.name)
      ? tones[status.name as StatusName]
      : null
  const exit =
    status.name === 'crashed' && status.exit_code !== null ? ` (exit ${status.exit_code})` : ''
  return (
    <span className={tone ? `badge badge--${tone}` : 'badge'}>
      {statusLabel(status)}
      {exit}
    </span>
  )
}
