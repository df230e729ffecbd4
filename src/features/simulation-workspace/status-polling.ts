import type { CurrentStatus } from '@/api/simulations/schema'
import { isPaused, isTerminal } from './status-actions'

const FAST_MS = 1000
const SLOWEST_MS = 10_000

/** How often to poll at a given age of the current status: quick after a change, then backing off. */
const steps: ReadonlyArray<{ olderThanMs: number; intervalMs: number }> = [
  { olderThanMs: 120_000, intervalMs: SLOWEST_MS },
  { olderThanMs: 60_000, intervalMs: 5000 },
  { olderThanMs: 20_000, intervalMs: 2000 },
]

/**
 * The refetch interval for a simulation's status (docs/records/0005-status-polling.md):
 * none once the run finished or crashed, none for a created run nobody started (an action
 * refetches it), slowest for a paused one, and otherwise backing off with the status' age.
 */
export function statusPollInterval(
  status: Pick<CurrentStatus, 'name' | 'paused' | 'created'> | undefined,
  now: number,
): number | false {
  if (status === undefined) return FAST_MS
  if (isTerminal(status) || status.name === 'created') return false
  if (isPaused(status)) return SLOWEST_MS
  const age = Math.max(0, now - Date.parse(status.created))
  if (Number.isNaN(age)) return SLOWEST_MS
  return steps.find((step) => age > step.olderThanMs)?.intervalMs ?? FAST_MS
}
