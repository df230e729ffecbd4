import { queryOptions, type QueryKey } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiClient, Query } from './client'
import { apiOf } from './session-client'

/** All under `[name]`, so one invalidation of a resource, its lists or one record reaches all below it. */
export function resourceKeys<const Name extends string>(name: Name) {
  const all = [name] as const
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  }
}

export function apiQuery<const Key extends QueryKey, T>(
  queryKey: Key,
  read: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  { keepPrevious = false } = {},
) {
  return queryOptions<T, Error, T, Key>({
    queryKey,
    queryFn: ({ client, signal }) => read(apiOf(client), signal),
    placeholderData: keepPrevious ? (previous) => previous : undefined,
  })
}

export function getQuery<const Key extends QueryKey, S extends z.ZodType>(
  queryKey: Key,
  path: string,
  schema: S,
) {
  return apiQuery(queryKey, (api, signal) => api.get(path, schema, { signal }))
}

export function listAllQuery<const Key extends QueryKey, S extends z.ZodType>(
  queryKey: Key,
  path: string,
  item: S,
) {
  return apiQuery(queryKey, (api, signal) => api.readAll(path, item, { signal }))
}

export function listPageQuery<const Key extends QueryKey, S extends z.ZodType>(
  queryKey: Key,
  path: string,
  item: S,
  query: Query,
) {
  return apiQuery(queryKey, (api, signal) => api.list(path, item, { query, signal }), {
    keepPrevious: true,
  })
}
