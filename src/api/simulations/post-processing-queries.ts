import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { isApiError } from '@/api/errors'
import { refreshing } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'
import {
  arrivalPostProcessing,
  basicPostProcessing,
  damagePostProcessing,
  postProcessingOverview,
  postProcessingStatus,
  type BasicPostProcessingBody,
  type PostProcessingStatus,
  type DamagePostProcessingBody,
} from './post-processing-schema'

const viewer = (id: number) => `/simulations/${id}/results/post_processing/viewer/`

export const postProcessingKeys = {
  all: (id: number) => [...simulationKeys.detail(id), 'post-processing'] as const,
  status: (id: number) => [...postProcessingKeys.all(id), 'status'] as const,
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

export type ViewerStatus = {
  current: PostProcessingStatus | null
  history: PostProcessingStatus[]
}

/** Read from the history: status/ answers 404 (a console error) until set up, the history an empty list. */
export function viewerStatusQuery(id: number) {
  return queryOptions({
    queryKey: postProcessingKeys.status(id),
    queryFn: async ({ client, signal }): Promise<ViewerStatus> => {
      const entries = await apiOf(client).listAll(
        `${viewer(id)}status/history/`,
        postProcessingStatus,
        { signal },
      )
      const history = [...entries].sort(
        (left, right) => Date.parse(left.created) - Date.parse(right.created),
      )
      return { current: history.at(-1) ?? null, history }
    },
  })
}

export type PostProcessingResources = {
  basic: z.infer<typeof basicPostProcessing> | null
  arrival: z.infer<typeof arrivalPostProcessing> | null
  damage: z.infer<typeof damagePostProcessing> | null
}

const NONE: PostProcessingResources = { basic: null, arrival: null, damage: null }

export function postProcessingResourcesQuery(id: number, setUp: boolean) {
  return queryOptions({
    queryKey: [...postProcessingKeys.all(id), 'resources', setUp] as const,
    queryFn: async ({ client, signal }): Promise<PostProcessingResources> => {
      if (!setUp) return NONE
      const api = apiOf(client)
      const overview = await noneWhenNotFound(() =>
        api.get(`${viewer(id)}overview/`, postProcessingOverview, { signal }),
      )
      if (!overview) return NONE
      const read = <S extends z.ZodType>(kind: PostProcessingKind, schema: S, exists: boolean) =>
        exists ? api.get(`${viewer(id)}${kind}/`, schema, { signal }) : Promise.resolve(null)
      const [basic, arrival, damage] = await Promise.all([
        read('basic', basicPostProcessing, true),
        read('arrival', arrivalPostProcessing, overview.results.arrival_time),
        read('damage', damagePostProcessing, overview.results.damage_estimation),
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
  | { kind: 'retry' }

export function usePostProcessingRequest(id: number) {
  return useMutation({
    mutationFn: async (request: PostProcessingRequest, { client }): Promise<void> => {
      const api = apiOf(client)
      const path = `${viewer(id)}${request.kind === 'retry' ? 'start/retry' : request.kind}/`
      if (request.kind === 'basic') await api.post(path, request.body, basicPostProcessing)
      else if (request.kind === 'damage') await api.post(path, request.body, damagePostProcessing)
      else if (request.kind === 'arrival') await api.post(path, {}, arrivalPostProcessing)
      else await api.post(path, {}, z.unknown())
    },
    onSettled: refreshing(postProcessingKeys.all(id)),
  })
}
