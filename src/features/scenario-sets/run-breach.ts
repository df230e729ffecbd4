import type { QueryClient } from '@tanstack/react-query'
import { potentialBreachesQuery } from '@/api/models/queries'
import { breachEventsQuery } from '@/api/simulations/breach-queries'
import { breachFeatureRef } from '@/engine/picking/breach-lookup'
import { networkAnchor } from '@/engine/model-network/model-network'
import type { LonLat } from '@/engine/model-network/structure-feature'
import { modelNetworkQuery } from '@/components/map/use-model-network'

/** Read once for every run of a set (the queries share them); an unreadable network leaves the points out. */
export async function breachPlaces(queryClient: QueryClient, modelId: number) {
  const [breaches, network] = await Promise.all([
    queryClient.fetchQuery(potentialBreachesQuery(modelId)),
    queryClient.fetchQuery(modelNetworkQuery(modelId)).catch(() => null),
  ])
  return { breaches: new Map(breaches.rows.map((each) => [each.id, each])), network }
}

export type BreachPlaces = Awaited<ReturnType<typeof breachPlaces>>

/** A run's breach: none in a rain set's run; no point where the map network does not place it. */
export type RunBreach = { breachId: number | null; code: string | null; point: LonLat | null }

export async function runBreachOf(
  queryClient: QueryClient,
  places: BreachPlaces,
  simulationId: number,
): Promise<RunBreach> {
  const events = await queryClient.fetchQuery(breachEventsQuery(simulationId))
  const breachId = events.rows[0]?.potential_breach ?? null
  const potential = breachId === null ? undefined : places.breaches.get(breachId)
  const point =
    potential && places.network ? networkAnchor(places.network, breachFeatureRef(potential)) : null
  return { breachId, code: potential?.code ?? null, point }
}
