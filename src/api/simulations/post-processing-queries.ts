import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { isApiError } from '@/api/errors'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'
import {
  arrivalPostProcessing,
  basicPostProcessing,
  damagePostProcessing,
  postProcessingStatus,
  type BasicPostProcessingBody,
  type DamagePostProcessingBody,
} from './post-processing-schema'

const viewer = (id: number) => `/simulations/${id}/results/post_processing/viewer/`

export const postProcessingKeys = {
  all: (id: number) => [...simulationKeys.detail(id), 'post-processing'] as const,
  status: (id: number) => [...postProcessingKeys.all(id), 'status'] as const,
  /** Keyed by the current status too: a new status reads the history again. */
  history: (id: number, current: string) =>
    [...postProcessingKeys.all(id), 'history', current] as const,
  resource: (id: number, kind: PostProcessingKind) =>
    [...postProcessingKeys.all(id), 'resource', kind] as const,
}

export type PostProcessingKind = 'basic' | 'arrival' | 'damage'

/** A 404 means "none yet" on these endpoints (decisions.md), not a failure. */
async function noneWhenNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

/** The viewer's current status; null before any post-processing exists. */
export function viewerStatusQuery(id: number) {
  return queryOptions({
    queryKey: postProcessingKeys.status(id),
    queryFn: ({ client, signal }) =>
      noneWhenNotFound(() =>
        apiOf(client).get(`${viewer(id)}status/`, postProcessingStatus, { signal }),
      ),
  })
}

export function viewerHistoryQuery(id: number, current: string) {
  return queryOptions({
    queryKey: postProcessingKeys.history(id, current),
    queryFn: ({ client, signal }) =>
      apiOf(client).listAll(`${viewer(id)}status/history/`, postProcessingStatus, { signal }),
  })
}

export type PostProcessingResources = {
  basic: z.infer<typeof basicPostProcessing> | null
  arrival: z.infer<typeof arrivalPostProcessing> | null
  damage: z.infer<typeof damagePostProcessing> | null
}

/** The three resources of the simulation (each null until created), read together. */
export function postProcessingResourcesQuery(id: number) {
  return queryOptions({
    queryKey: [...postProcessingKeys.all(id), 'resources'] as const,
    queryFn: async ({ client, signal }): Promise<PostProcessingResources> => {
      const read = <S extends z.ZodType>(kind: PostProcessingKind, schema: S) =>
        noneWhenNotFound(() => apiOf(client).get(`${viewer(id)}${kind}/`, schema, { signal }))
      const [basic, arrival, damage] = await Promise.all([
        read('basic', basicPostProcessing),
        read('arrival', arrivalPostProcessing),
        read('damage', damagePostProcessing),
      ])
      return { basic, arrival, damage }
    },
  })
}

export type PostProcessingRequest =
  | { kind: 'basic'; body: BasicPostProcessingBody }
  | { kind: 'arrival' }
  | { kind: 'damage'; body: DamagePostProcessingBody }
  | { kind: 'start' }

/** Creates one resource, or starts the viewer; everything post-processing is read again after. */
export function usePostProcessingRequest(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: PostProcessingRequest, { client }): Promise<void> => {
      const api = apiOf(client)
      const path = `${viewer(id)}${request.kind}/`
      if (request.kind === 'basic') await api.post(path, request.body, basicPostProcessing)
      else if (request.kind === 'damage') await api.post(path, request.body, damagePostProcessing)
      else if (request.kind === 'arrival') await api.post(path, {}, arrivalPostProcessing)
      else await api.post(path, {}, z.unknown())
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postProcessingKeys.all(id) }),
  })
}
