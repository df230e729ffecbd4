import type { CurrentStatus } from '@/api/simulations/schema'
import { pausedPace, statusPace } from '@/api/polling/pace'
import { isPaused, isTerminal } from './status-actions'

/**
 * None once the run finished or crashed, none for a created run nobody started (an action
 * refetches it), slowest for a paused one (docs/records/0005-status-polling.md).
 */
export function statusPollInterval(
  status: Pick<CurrentStatus, 'name' | 'paused' | 'created'> | undefined,
  now: number,
): number | false {
  if (status === undefined) return statusPace(0)
  if (isTerminal(status) || status.name === 'created') return false
  if (isPaused(status)) return pausedPace()
  return statusPace(Math.max(0, now - Date.parse(status.created)))
}
