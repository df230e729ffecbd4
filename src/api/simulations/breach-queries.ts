import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiOf } from '@/api/session-client'
import { breachEvent, type BreachCreate } from './breach-schema'
import { simulationKeys } from './queries'

const breachesPath = (simulationId: number) => `/simulations/${simulationId}/events/breaches/`

export const breachKeys = {
  list: (simulationId: number) => [...simulationKeys.detail(simulationId), 'breaches'] as const,
}

/** Every breach event of the simulation (decisions.md "Reading back and removing"). */
export function breachEventsQuery(simulationId: number) {
  return queryOptions({
    queryKey: breachKeys.list(simulationId),
    queryFn: ({ client, signal }) =>
      apiOf(client).listAll(breachesPath(simulationId), breachEvent, { signal }),
  })
}

/** After a change both the list and the events overview (the section's indicator) are stale. */
function useRefreshBreaches(simulationId: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: breachKeys.list(simulationId) }),
      queryClient.invalidateQueries({ queryKey: simulationKeys.events(simulationId) }),
    ])
}

export function useAddBreach(simulationId: number) {
  const refresh = useRefreshBreaches(simulationId)
  return useMutation({
    mutationFn: (body: BreachCreate, { client }) =>
      apiOf(client).post(breachesPath(simulationId), body, breachEvent),
    onSuccess: refresh,
  })
}

export function useRemoveBreach(simulationId: number) {
  const refresh = useRefreshBreaches(simulationId)
  return useMutation({
    mutationFn: (breachId: number, { client }) =>
      apiOf(client).delete(`${breachesPath(simulationId)}${breachId}/`),
    // A refused removal (409 once the run started) may mean the list changed too.
    onSettled: refresh,
  })
}
