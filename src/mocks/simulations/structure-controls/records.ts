import type { World } from '@/mocks/db/world'
import type { ConfiguredEventsReader } from '../configuration'
import { simulationPath } from '../records'
import type { MockStructureControl, StructureControlKind } from '@/mocks/db/records'

export function structureControlRecords(world: World): MockStructureControl[] {
  return world.structureControls
}

export function structureControlsOf(
  world: World,
  simulationId: number,
  kind: StructureControlKind,
): MockStructureControl[] {
  return structureControlRecords(world).filter(
    (record) => record.simulation_id === simulationId && record.kind === kind,
  )
}

export const structureControlPath = (simulationId: number, kind: StructureControlKind) =>
  `${simulationPath(simulationId)}events/structure-control/${kind}/`

export function structureControlRecord(
  record: MockStructureControl,
  apiUrl: (path: string) => string,
) {
  const { body } = record
  return {
    ...body,
    id: record.id,
    uid: record.uid,
    url: apiUrl(`${structureControlPath(record.simulation_id, record.kind)}${record.id}/`),
    simulation: apiUrl(simulationPath(record.simulation_id)),
    structure_id: body.structure_id ?? null,
    grid_id: body.grid_id ?? record.resolved_grid_id,
    state: record.state,
    state_detail: record.state_detail,
  }
}

export const structureControlEventsReader: ConfiguredEventsReader = (
  world,
  simulation,
  apiUrl,
) => ({
  tablestructurecontrols: structureControlsOf(world, simulation.id, 'table').map((record) =>
    structureControlRecord(record, apiUrl),
  ),
  timedstructurecontrols: structureControlsOf(world, simulation.id, 'timed').map((record) =>
    structureControlRecord(record, apiUrl),
  ),
})
