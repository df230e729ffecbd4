import { breachCreate } from '@/api/simulations/breach-schema'
import { defineListQuery } from '@/mocks/filters/list-query'
import { badRequest, created } from '@/mocks/http'
import type { Route, RouteContext } from '@/mocks/router'
import { configurableSimulationWithBody } from './simulation-config-access'
import { simulationRecordRoutes } from './simulation-record-routes'
import {
  addBreachEvent,
  breachEventRecord,
  breachEventsOf,
} from '@/mocks/simulations/breach-events'
import type { MockBreachEvent } from '@/mocks/db/records'

const breachListQuery = defineListQuery<MockBreachEvent>({
  fields: {},
  ordering: { id: (event) => event.id, offset: (event) => event.offset },
  defaultOrdering: ['id'],
})

async function create(ctx: RouteContext): Promise<Response> {
  const found = await configurableSimulationWithBody(ctx, breachCreate)
  if (!found.ok) return found.response
  const { simulation, body } = found.value
  const creation = addBreachEvent(ctx.world, simulation, body)
  if (!creation.ok) return badRequest(creation.errors)
  return created(breachEventRecord(creation.event, ctx.apiUrl))
}

export const simulationBreachRoutes: Route[] = simulationRecordRoutes({
  path: '/simulations/:id/events/breaches/',
  recordsOf: (ctx, simulation) => breachEventsOf(ctx.world, simulation.id),
  collection: (world) => world.breachEvents,
  listQuery: breachListQuery,
  answer: (ctx, event) => breachEventRecord(event, ctx.apiUrl),
  create,
})
