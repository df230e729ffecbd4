import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'
import {
  tableStructureControl,
  timedStructureControl,
  type TableStructureControlCreate,
  type TimedStructureControlCreate,
} from './structure-control-schema'

export type StructureControlKind = 'table' | 'timed'

const schemas = { table: tableStructureControl, timed: timedStructureControl }
type Record<Kind extends StructureControlKind> = z.infer<(typeof schemas)[Kind]>
type Body<Kind extends StructureControlKind> = Kind extends 'table'
  ? TableStructureControlCreate
  : TimedStructureControlCreate

export const structureControlsPath = (simulationId: number, kind: StructureControlKind) =>
  `/simulations/${simulationId}/events/structure-control/${kind}/`

export const structureControlKeys = {
  list: (simulationId: number, kind: StructureControlKind) =>
    [...simulationKeys.detail(simulationId), 'structure-controls', kind] as const,
}

/** Every structure control of a kind (decisions.md "Reading back and removing"). */
export function structureControlsQuery<Kind extends StructureControlKind>(
  simulationId: number,
  kind: Kind,
) {
  return queryOptions({
    queryKey: structureControlKeys.list(simulationId, kind),
    queryFn: ({ client, signal }): Promise<Record<Kind>[]> =>
      apiOf(client).listAll(structureControlsPath(simulationId, kind), schemas[kind], {
        signal,
      }) as Promise<Record<Kind>[]>,
  })
}

/** After a change both the list and the events overview (the section's indicator) are stale. */
function useRefresh(simulationId: number, kind: StructureControlKind) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: structureControlKeys.list(simulationId, kind) }),
      queryClient.invalidateQueries({ queryKey: simulationKeys.events(simulationId) }),
    ])
}

export function useAddStructureControl<Kind extends StructureControlKind>(
  simulationId: number,
  kind: Kind,
) {
  const refresh = useRefresh(simulationId, kind)
  return useMutation({
    mutationFn: (body: Body<Kind>, { client }) =>
      apiOf(client).post(structureControlsPath(simulationId, kind), body, schemas[kind]),
    onSuccess: refresh,
  })
}

export function useRemoveStructureControl(simulationId: number, kind: StructureControlKind) {
  const refresh = useRefresh(simulationId, kind)
  return useMutation({
    mutationFn: (id: number, { client }) =>
      apiOf(client).delete(`${structureControlsPath(simulationId, kind)}${id}/`),
    // A refused removal (409 once the run started) may mean the list changed too.
    onSettled: refresh,
  })
}
