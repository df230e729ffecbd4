import { useMutation } from '@tanstack/react-query'
import { refreshing } from '@/api/refresh'
import { listAllQuery } from '@/api/query-options'
import { apiOf } from '@/api/session-client'
import { breachEvent, type BreachCreate } from './breach-schema'
import { simulationKeys } from './queries'

const breachesPath = (simulationId: number) => `/simulations/${simulationId}/events/breaches/`

export const breachKeys = {
  list: (simulationId: number) => [...simulationKeys.detail(simulationId), 'breaches'] as const,
}

export function breachEventsQuery(simulationId: number) {
  return listAllQuery(breachKeys.list(simulationId), breachesPath(simulationId), breachEvent)
}

/** After a change both the list and the events overview (the section's indicator) are stale. */
const refreshBreaches = (simulationId: number) =>
  refreshing(breachKeys.list(simulationId), simulationKeys.events(simulationId))

export function useAddBreach(simulationId: number) {
  return useMutation({
    mutationFn: (body: BreachCreate, { client }) =>
      apiOf(client).post(breachesPath(simulationId), body, breachEvent),
    onSettled: refreshBreaches(simulationId),
  })
}

export function useRemoveBreach(simulationId: number) {
  return useMutation({
    mutationFn: (breachId: number, { client }) =>
      apiOf(client).delete(`${breachesPath(simulationId)}${breachId}/`),
    onSettled: refreshBreaches(simulationId),
  })
}
