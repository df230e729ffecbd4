import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { refreshing } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'

type CollectionOf<Kind extends string> = (simulationId: number, kind: Kind) => string

export type RecordOfKind<Kind extends string> = { kind: Kind; id: number }

export function overviewRecordPoster<
  Kind extends string,
  Addition extends { kind: Kind; body: unknown },
>(collectionOf: CollectionOf<Kind>, answers: Record<Kind, z.ZodType>) {
  return async (client: QueryClient, simulationId: number, addition: Addition): Promise<void> => {
    const path = collectionOf(simulationId, addition.kind)
    await apiOf(client).post(path, addition.body, answers[addition.kind])
  }
}

export function addOverviewRecord<Addition>(
  simulationId: number,
  post: (client: QueryClient, simulationId: number, addition: Addition) => Promise<void>,
) {
  return mutationOptions({
    mutationFn: (addition: Addition, { client }) => post(client, simulationId, addition),
    onSettled: refreshing(simulationKeys.events(simulationId)),
  })
}

export function removeOverviewRecord<Kind extends string>(
  simulationId: number,
  collectionOf: CollectionOf<Kind>,
) {
  return mutationOptions({
    mutationFn: ({ kind, id }: RecordOfKind<Kind>, { client }) =>
      apiOf(client).delete(`${collectionOf(simulationId, kind)}${id}/`),
    onSettled: refreshing(simulationKeys.events(simulationId)),
  })
}
