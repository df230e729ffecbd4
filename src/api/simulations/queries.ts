import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { Query } from '@/api/client'
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
  all: ['simulations'] as const,
  lists: () => [...simulationKeys.all, 'list'] as const,
  list: (query: Query) => [...simulationKeys.lists(), query] as const,
  details: () => [...simulationKeys.all, 'detail'] as const,
  detail: (id: number) => [...simulationKeys.details(), id] as const,
  status: (id: number) => [...simulationKeys.detail(id), 'status'] as const,
  history: (id: number) => [...simulationKeys.detail(id), 'status-history'] as const,
  progress: (id: number) => [...simulationKeys.detail(id), 'progress'] as const,
  events: (id: number) => [...simulationKeys.detail(id), 'events'] as const,
  statusLists: () => [...simulationKeys.all, 'statuses'] as const,
  statusList: (query: Query) => [...simulationKeys.statusLists(), query] as const,
}

export function simulationListQuery(query: Query) {
  return queryOptions({
    queryKey: simulationKeys.list(query),
    queryFn: ({ client, signal }) =>
      apiOf(client).list('/simulations/', simulation, { query, signal }),
    placeholderData: (previous) => previous,
  })
}

export function statusListQuery(query: Query) {
  return queryOptions({
    queryKey: simulationKeys.statusList(query),
    queryFn: ({ client, signal }) =>
      apiOf(client).list('/statuses/', statusRecord, { query, signal }),
    placeholderData: (previous) => previous,
  })
}

/** The API's largest page (decisions.md "Lists"). */
const MAX_PAGE = 250

/**
 * The current status of the organisation's most recently changed runs: `/statuses/` has one
 * record per simulation, its latest (decisions.md "Lists"), so any run it holds is up to date
 * here. One request stands in for a request per row (the list has no filter on simulation ids);
 * a run changed longer ago than these is asked for alone (decision 0013).
 */
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
  return queryOptions({
    queryKey: simulationKeys.detail(id),
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`/simulations/${id}/`, simulation, { signal }),
  })
}

export function simulationStatusQuery(id: number) {
  return queryOptions({
    queryKey: simulationKeys.status(id),
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`/simulations/${id}/status/`, currentStatus, { signal }),
  })
}

export function statusHistoryQuery(id: number) {
  return queryOptions({
    queryKey: simulationKeys.history(id),
    // Paginated like the reference's PaginatedSimulationStatusList, oldest first.
    queryFn: ({ client, signal }) =>
      apiOf(client).listAll(`/simulations/${id}/status/history/`, currentStatus, { signal }),
  })
}

export function progressQuery(id: number) {
  return queryOptions({
    queryKey: simulationKeys.progress(id),
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`/simulations/${id}/progress/`, progress, { signal }),
  })
}

export function simulationEventsQuery(id: number) {
  return queryOptions({
    queryKey: simulationKeys.events(id),
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`/simulations/${id}/events/`, simulationEvents, { signal }),
  })
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
