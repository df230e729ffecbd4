import { breachCreate } from '@/api/simulations/breach-schema'
import { parseId } from '@/lib/parse-id'
import { defineListQuery, listResponse } from '@/mocks/filters/list-query'
import { badRequest, created, json, noContent, notFound } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { bringUpToDate, findVisibleSimulation } from '@/mocks/simulations/access'
import {
  addBreachEvent,
  breachEventRecord,
  breachEventsOf,
  removeBreachEvent,
  type MockBreachEvent,
} from '@/mocks/simulations/breach-events'
import { refuseUnlessConfigurable } from '@/mocks/simulations/configuration'

const breachListQuery = defineListQuery<MockBreachEvent>({
  fields: {},
  ordering: { id: (event) => event.id, offset: (event) => event.offset },
  defaultOrdering: ['id'],
})

function simulationOf(ctx: RouteContext) {
  bringUpToDate(ctx)
  return findVisibleSimulation(ctx, ctx.params.id)
}

function findEvent(ctx: RouteContext): MockBreachEvent | undefined {
  const simulation = simulationOf(ctx)
  const id = parseId(ctx.params.breachId)
  return simulation && breachEventsOf(ctx.world, simulation.id).find((event) => event.id === id)
}

function list(ctx: RouteContext): Response {
  const simulation = simulationOf(ctx)
  if (!simulation) return notFound()
  return listResponse(ctx, breachEventsOf(ctx.world, simulation.id), breachListQuery, (event) =>
    breachEventRecord(event, ctx.apiUrl),
  )
}

async function create(ctx: RouteContext): Promise<Response> {
  const simulation = simulationOf(ctx)
  if (!simulation) return notFound()
  const refused = refuseUnlessConfigurable(ctx.world, simulation)
  if (refused) return refused
  const body = await parseBody(ctx.request, breachCreate)
  if (!body.ok) return body.response
  const creation = addBreachEvent(ctx.world, simulation, body.data)
  if (!creation.ok) return badRequest(creation.errors)
  ctx.save()
  return created(breachEventRecord(creation.event, ctx.apiUrl))
}

function detail(ctx: RouteContext): Response {
  const event = findEvent(ctx)
  return event ? json(breachEventRecord(event, ctx.apiUrl)) : notFound()
}

function remove(ctx: RouteContext): Response {
  const simulation = simulationOf(ctx)
  const event = findEvent(ctx)
  if (!simulation || !event) return notFound()
  const refused = refuseUnlessConfigurable(ctx.world, simulation)
  if (refused) return refused
  removeBreachEvent(ctx.world, event)
  ctx.save()
  return noContent()
}

/** Breach events of a simulation (api.md "Events"; decisions.md "Reading back and removing"). */
export const simulationBreachRoutes: Route[] = [
  route('GET', '/simulations/:id/events/breaches/', list),
  route('POST', '/simulations/:id/events/breaches/', create),
  route('GET', '/simulations/:id/events/breaches/:breachId/', detail),
  route('DELETE', '/simulations/:id/events/breaches/:breachId/', remove),
]
