import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { Query } from '@/api/client'
import { getQuery, listAllQuery, listPageQuery, resourceKeys } from '@/api/query-options'
import { refreshAfterChange, refreshing } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { simulationEvents } from '@/api/simulations/events-schema'
import {
  currentStatus,
  progress,
  simulation,
  statusRecord,
  type ActionName,
  type SimulationCreateBody,
} from '@/api/simulations/schema'

export const simulationKeys = {
  ...resourceKeys('simulations'),
  status: (id: number) => [...simulationKeys.detail(id), 'status'] as const,
  history: (id: number) => [...simulationKeys.detail(id), 'status-history'] as const,
  progress: (id: number) => [...simulationKeys.detail(id), 'progress'] as const,
  events: (id: number) => [...simulationKeys.detail(id), 'events'] as const,
  statusLists: () => [...simulationKeys.all, 'statuses'] as const,
  statusList: (query: Query) => [...simulationKeys.statusLists(), query] as const,
}

export function simulationListQuery(query: Query) {
  return listPageQuery(simulationKeys.list(query), '/simulations/', simulation, query)
}

export function statusListQuery(query: Query) {
  return listPageQuery(simulationKeys.statusList(query), '/statuses/', statusRecord, query)
}

const MAX_PAGE = 250

/** `/statuses/` holds each simulation's latest status (decisions.md "Lists"): one read covers the recent runs. */
export function recentStatusesQuery() {
  return queryOptions({
    queryKey: [...simulationKeys.statusLists(), 'recent'] as const,
    queryFn: async ({ client, signal }) => {
      const query = { ordering: '-created', limit: MAX_PAGE }
      const page = await apiOf(client).list('/statuses/', statusRecord, { query, signal })
      return new Map(page.results.map((record) => [record.simulation_id, record]))
    },
  })
}

export function simulationQuery(id: number) {
  return getQuery(simulationKeys.detail(id), `/simulations/${id}/`, simulation)
}

export function simulationStatusQuery(id: number) {
  return getQuery(simulationKeys.status(id), `/simulations/${id}/status/`, currentStatus)
}

export function statusHistoryQuery(id: number) {
  const path = `/simulations/${id}/status/history/`
  return listAllQuery(simulationKeys.history(id), path, currentStatus)
}

export function progressQuery(id: number) {
  return getQuery(simulationKeys.progress(id), `/simulations/${id}/progress/`, progress)
}

export function simulationEventsQuery(id: number) {
  return getQuery(simulationKeys.events(id), `/simulations/${id}/events/`, simulationEvents)
}

export function useCreateSimulation() {
  return useMutation({
    mutationFn: (body: SimulationCreateBody, { client }) =>
      apiOf(client).post('/simulations/', body, simulation),
    onSuccess: (created, _body, _result, { client }) => {
      client.setQueryData(simulationKeys.detail(created.id), created)
      return refreshAfterChange(client, [simulationKeys.lists()])
    },
  })
}

/** The answer of an action is not needed: the status is refetched either way. */
const actionAnswer = z.unknown()

export function useSimulationAction(id: number) {
  return useMutation({
    mutationFn: (name: ActionName, { client }) =>
      apiOf(client).post(`/simulations/${id}/actions/`, { name }, actionAnswer),
    onSettled: refreshing(simulationKeys.detail(id), simulationKeys.statusLists()),
  })
}
