import { mutationOptions } from '@tanstack/react-query'
import { refreshing } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'

/** Which record to remove: its kind names the collection, its id the record in it. */
export type RecordOfKind<Kind extends string> = { kind: Kind; id: number }

/**
 * Removes one record from the collection its kind names. Sections listed only by the events
 * overview (initial conditions, saved-state events) read nothing else, so only it is refreshed.
 */
export function removeOverviewRecord<Kind extends string>(
  simulationId: number,
  collectionOf: (simulationId: number, kind: Kind) => string,
) {
  return mutationOptions({
    mutationFn: ({ kind, id }: RecordOfKind<Kind>, { client }) =>
      apiOf(client).delete(`${collectionOf(simulationId, kind)}${id}/`),
    onSettled: refreshing(simulationKeys.events(simulationId)),
  })
}
