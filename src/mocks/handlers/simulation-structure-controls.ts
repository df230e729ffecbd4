import {
  tableStructureControlCreate,
  timedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import { nextId } from '@/mocks/db/world'
import { defineListQuery } from '@/mocks/filters/list-query'
import { created } from '@/mocks/http'
import type { Route, RouteContext } from '@/mocks/router'
import {
  structureControlRecord,
  structureControlRecords,
  structureControlsOf,
} from '@/mocks/simulations/structure-controls/records'
import { checkStructureControls } from '@/mocks/simulations/structure-controls/validation'
import { configurableSimulationWithBody } from './simulation-config-access'
import { simulationRecordRoutes } from './simulation-record-routes'
import type { MockStructureControl, StructureControlKind } from '@/mocks/db/records'

const controlList = defineListQuery<MockStructureControl>({
  fields: {},
  ordering: { id: (record) => record.id, offset: (record) => record.body.offset },
  defaultOrdering: ['id'],
})

const bodySchemas = { table: tableStructureControlCreate, timed: timedStructureControlCreate }

function routesOf(kind: StructureControlKind): Route[] {
  async function create(ctx: RouteContext): Promise<Response> {
    const found = await configurableSimulationWithBody(ctx, bodySchemas[kind])
    if (!found.ok) return found.response
    const { simulation, body } = found.value
    const record: MockStructureControl = {
      id: nextId(ctx.world, 'structureControls'),
      simulation_id: simulation.id,
      kind,
      uid: globalThis.crypto.randomUUID(),
      state: 'processing',
      state_detail: null,
      resolved_grid_id: null,
      body,
    }
    structureControlRecords(ctx.world).push(record)
    const answer = structureControlRecord(record, ctx.apiUrl)
    checkStructureControls(ctx, [record])
    return created(answer)
  }

  return simulationRecordRoutes({
    path: `/simulations/:id/events/structure-control/${kind}/`,
    recordsOf: (ctx, simulation) => structureControlsOf(ctx.world, simulation.id, kind),
    collection: structureControlRecords,
    listQuery: controlList,
    answer: (ctx, record) => structureControlRecord(record, ctx.apiUrl),
    create,
    beforeRead: checkStructureControls,
  })
}

export const simulationStructureControlRoutes: Route[] = [
  ...routesOf('table'),
  ...routesOf('timed'),
]
