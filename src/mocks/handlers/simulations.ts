import { simulationCreate } from '@/api/simulations/schema'
import { listResponse } from '@/mocks/filters/list-query'
import { badRequest, created, json, notFound } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import { route, type Route, type RouteContext } from '@/mocks/router'
import {
  bringUpToDate,
  findVisibleSimulation,
  visibleSimulations,
} from '@/mocks/simulations/access'
import { createSimulation } from '@/mocks/simulations/create'
import { eventsOverviewOf } from '@/mocks/simulations/configuration'
import { configuredEventsReaders } from '@/mocks/simulations/configured-events'
import { simulationListQuery } from '@/mocks/simulations/list-specs'
import { simulationRecord } from '@/mocks/simulations/records'
import { simulationActionRoutes } from './simulation-actions'
import { initialConditionRoutes } from './simulation-initial-conditions'
import { simulationBoundaryConditionsRoutes } from './simulation-boundary-conditions'
import { simulationRainRoutes } from './simulation-rain'
import { simulationBreachRoutes } from './simulation-breaches'
import { postProcessingRoutes } from './simulation-post-processing'
import { simulationResultRoutes } from './simulation-results'
import { savedStateEventRoutes } from './simulation-saved-state-events'
import { statusRoutes } from './simulation-statuses'
import { simulationStructureControlRoutes } from './simulation-structure-controls'

async function createOne(ctx: RouteContext): Promise<Response> {
  const body = await parseBody(ctx.request, simulationCreate)
  if (!body.ok) return body.response
  const creation = createSimulation(ctx.world, ctx.user, body.data, ctx.now())
  if (!creation.ok) return badRequest(creation.errors)
  return created(simulationRecord(creation.simulation, ctx.apiUrl))
}

function list(ctx: RouteContext): Response {
  bringUpToDate(ctx)
  return listResponse(ctx, visibleSimulations(ctx), simulationListQuery, (simulation) =>
    simulationRecord(simulation, ctx.apiUrl),
  )
}

function detail(ctx: RouteContext): Response {
  const simulation = findVisibleSimulation(ctx, ctx.params.id)
  return simulation ? json(simulationRecord(simulation, ctx.apiUrl)) : notFound()
}

function events(ctx: RouteContext): Response {
  const simulation = findVisibleSimulation(ctx, ctx.params.id)
  if (!simulation) return notFound()
  return json(eventsOverviewOf(ctx.world, simulation, ctx.apiUrl, configuredEventsReaders))
}

export const simulationRoutes: Route[] = [
  route('GET', '/simulations/', list),
  route('POST', '/simulations/', createOne),
  route('GET', '/simulations/:id/', detail),
  route('GET', '/simulations/:id/events/', events),
  ...simulationActionRoutes,
  ...statusRoutes,
  ...simulationResultRoutes,
  ...postProcessingRoutes,
  ...initialConditionRoutes,
  ...savedStateEventRoutes,
  ...simulationRainRoutes,
  ...simulationBreachRoutes,
  ...simulationBoundaryConditionsRoutes,
  ...simulationStructureControlRoutes,
]
