import { useQueries, useQuery } from '@tanstack/react-query'
import { recentStatusesQuery, simulationStatusQuery } from '@/api/simulations/queries'
import type { CurrentStatus } from '@/api/simulations/schema'

/** The recent `/statuses/` in one request; a run it lacks is asked alone (decision 0013). */
export function useRunStatuses(ids: readonly number[]): ReadonlyMap<number, CurrentStatus> {
  const recent = useQuery(recentStatusesQuery())
  const settled = recent.data !== undefined || recent.isError
  const missing = settled ? ids.filter((id) => !recent.data?.has(id)) : []
  const alone = useQueries({
    queries: missing.map((id) => simulationStatusQuery(id)),
    combine: (results) =>
      results.flatMap((result, index) => {
        const id = missing[index]
        return result.data && id !== undefined ? [[id, result.data] as const] : []
      }),
  })
  const statuses = new Map<number, CurrentStatus>()
  for (const id of ids) {
    const status = recent.data?.get(id)
    if (status !== undefined) statuses.set(id, status)
  }
  for (const [id, status] of alone) statuses.set(id, status)
  return statuses
}
