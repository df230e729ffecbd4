import {
  tableStructureControlCreate,
  timedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import { nextId } from '@/mocks/db/world'
import { defineListQuery, listResponse } from '@/mocks/filters/list-query'
import { created, json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext } from '@/mocks/router'
import {
  structureControlRecord,
  structureControlRecords,
  structureControlsOf,
} from '@/mocks/simulations/structure-controls/records'
import { checkStructureControls } from '@/mocks/simulations/structure-controls/validation'
import {
  configurableSimulationWithBody,
  recordOfPath,
  removeRecordHandler,
  simulationOfPath,
} from './simulation-config-access'
import type { MockStructureControl, StructureControlKind } from '@/mocks/db/records'

const controlList = defineListQuery<MockStructureControl>({
  fields: {},
  ordering: { id: (record) => record.id, offset: (record) => record.body.offset },
  defaultOrdering: ['id'],
})

const bodySchemas = { table: tableStructureControlCreate, timed: timedStructureControlCreate }

function routesOf(kind: StructureControlKind): Route[] {
  const collection = `/simulations/:id/events/structure-control/${kind}/`

  function list(ctx: RouteContext): Response {
    const found = simulationOfPath(ctx)
    if (!found.ok) return found.response
    const records = structureControlsOf(ctx.world, found.value.id, kind)
    checkStructureControls(ctx, records)
    return listResponse(ctx, records, controlList, (record) =>
      structureControlRecord(record, ctx.apiUrl),
    )
  }

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

  function detail(ctx: RouteContext): Response {
    const found = simulationOfPath(ctx)
    if (!found.ok) return found.response
    const record = recordOfPath(ctx, structureControlsOf(ctx.world, found.value.id, kind))
    if (!record) return notFound()
    checkStructureControls(ctx, [record])
    return json(structureControlRecord(record, ctx.apiUrl))
  }

  const remove = removeRecordHandler(
    (ctx, simulation) => structureControlsOf(ctx.world, simulation.id, kind),
    structureControlRecords,
  )

  return [
    route('GET', collection, list),
    route('POST', collection, create),
    route('GET', `${collection}:recordId/`, detail),
    route('DELETE', `${collection}:recordId/`, remove),
  ]
}

export const simulationStructureControlRoutes: Route[] = [
  ...routesOf('table'),
  ...routesOf('timed'),
]
