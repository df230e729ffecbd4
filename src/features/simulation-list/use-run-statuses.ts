import { useQueries } from '@tanstack/react-query'
import { simulationStatusQuery } from '@/api/simulations/queries'
import type { CurrentStatus } from '@/api/simulations/schema'

/**
 * The current status of each run on a page: one request per run, shared with the run's own
 * page through the query cache (the spec promises no list filter on several simulation ids).
 * Runs whose status is loading or unreadable are absent.
 */
export function useRunStatuses(ids: readonly number[]): ReadonlyMap<number, CurrentStatus> {
  return useQueries({
    queries: ids.map((id) => simulationStatusQuery(id)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const id = ids[index]
          return result.data && id !== undefined ? [[id, result.data] as const] : []
        }),
      ),
  })
}
