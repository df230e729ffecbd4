import { breachCreate } from '@/api/simulations/breach-schema'
import { defineListQuery, listResponse } from '@/mocks/filters/list-query'
import { badRequest, created, json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext } from '@/mocks/router'
import {
  configurableSimulationWithBody,
  recordOfPath,
  removeRecordHandler,
  simulationOfPath,
} from './simulation-config-access'
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

function list(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  return listResponse(ctx, breachEventsOf(ctx.world, found.value.id), breachListQuery, (event) =>
    breachEventRecord(event, ctx.apiUrl),
  )
}

async function create(ctx: RouteContext): Promise<Response> {
  const found = await configurableSimulationWithBody(ctx, breachCreate)
  if (!found.ok) return found.response
  const { simulation, body } = found.value
  const creation = addBreachEvent(ctx.world, simulation, body)
  if (!creation.ok) return badRequest(creation.errors)
  return created(breachEventRecord(creation.event, ctx.apiUrl))
}

function detail(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const event = recordOfPath(ctx, breachEventsOf(ctx.world, found.value.id))
  return event ? json(breachEventRecord(event, ctx.apiUrl)) : notFound()
}

const remove = removeRecordHandler(
  (ctx, simulation) => breachEventsOf(ctx.world, simulation.id),
  (world) => world.breachEvents,
)

export const simulationBreachRoutes: Route[] = [
  route('GET', '/simulations/:id/events/breaches/', list),
  route('POST', '/simulations/:id/events/breaches/', create),
  route('GET', '/simulations/:id/events/breaches/:recordId/', detail),
  route('DELETE', '/simulations/:id/events/breaches/:recordId/', remove),
]
