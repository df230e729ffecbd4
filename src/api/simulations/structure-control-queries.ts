import { queryOptions, useMutation } from '@tanstack/react-query'
import { refreshing } from '@/api/refresh'
import type { z } from 'zod'
import type { ReadAll } from '@/api/common'
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

export function structureControlsQuery<Kind extends StructureControlKind>(
  simulationId: number,
  kind: Kind,
) {
  return queryOptions({
    queryKey: structureControlKeys.list(simulationId, kind),
    queryFn: ({ client, signal }): Promise<ReadAll<Record<Kind>>> =>
      apiOf(client).readAll(structureControlsPath(simulationId, kind), schemas[kind], {
        signal,
      }) as Promise<ReadAll<Record<Kind>>>,
  })
}

/** After a change both the list and the events overview (the section's indicator) are stale. */
const refreshControls = (simulationId: number, kind: StructureControlKind) =>
  refreshing(structureControlKeys.list(simulationId, kind), simulationKeys.events(simulationId))

export function useAddStructureControl<Kind extends StructureControlKind>(
  simulationId: number,
  kind: Kind,
) {
  return useMutation({
    mutationFn: (body: Body<Kind>, { client }) =>
      apiOf(client).post(structureControlsPath(simulationId, kind), body, schemas[kind]),
    onSettled: refreshControls(simulationId, kind),
  })
}

export function useRemoveStructureControl(simulationId: number, kind: StructureControlKind) {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      apiOf(client).delete(`${structureControlsPath(simulationId, kind)}${id}/`),
    onSettled: refreshControls(simulationId, kind),
  })
}
