import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { isApiError } from '@/api/errors'
import { sleep as realSleep, type Sleep } from '@/api/retry'
import { apiOf } from '@/api/session-client'

/** At most two start requests a second (docs/records/0031-scenario-sets.md "The pace"). */
export const START_INTERVAL_MS = 500
/** How often one start is tried again after a 429 before it is given up (and said so). */
const MAX_THROTTLED = 5
const FALLBACK_RETRY_AFTER_MS = 2_000

export type StartDeps = { queryClient: QueryClient; sleep?: Sleep; signal?: AbortSignal }
export type StartOutcome = { id: number; error: string | null }

const actionAnswer = z.unknown()

async function startOne(deps: StartDeps, id: number): Promise<StartOutcome> {
  const wait = deps.sleep ?? realSleep
  for (let attempt = 0; ; attempt += 1) {
    try {
      const path = `/simulations/${id}/actions/`
      await apiOf(deps.queryClient).post(path, { name: 'start' }, actionAnswer)
      return { id, error: null }
    } catch (error) {
      const throttled = isApiError(error) && error.status === 429
      if (!throttled || attempt >= MAX_THROTTLED) {
        return { id, error: error instanceof Error ? error.message : String(error) }
      }
      await wait(error.retryAfterMs ?? FALLBACK_RETRY_AFTER_MS, deps.signal)
    }
  }
}

/** At a bounded pace; beyond the session limit the server queues them (decisions.md "Sessions and the queue"). */
export async function startRuns(ids: readonly number[], deps: StartDeps): Promise<StartOutcome[]> {
  const wait = deps.sleep ?? realSleep
  const outcomes: StartOutcome[] = []
  for (const [index, id] of ids.entries()) {
    if (index > 0) await wait(START_INTERVAL_MS, deps.signal)
    outcomes.push(await startOne(deps, id))
  }
  return outcomes
}
