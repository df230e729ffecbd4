import { action } from '@/api/simulations/schema'
import { accepted, badRequest, created, json, notFound } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { applyAction } from '@/mocks/simulations/actions'
import { bringUpToDate, findVisibleSimulation } from '@/mocks/simulations/access'
import { historyOf, latestStatusOf } from '@/mocks/simulations/history'
import {
  currentStatusAnswer,
  currentStatusRecord,
  progressRecord,
} from '@/mocks/simulations/records'
import { paginate } from '@/mocks/filters/pagination'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

async function act(ctx: RouteContext): Promise<Response> {
  const simulation = findVisibleSimulation(ctx, ctx.params.id)
  if (!simulation) return notFound()
  const body = await parseBody(ctx.request, action)
  if (!body.ok) return body.response
  const outcome = applyAction(ctx.world, simulation, body.data.name, ctx.now())
  if (!outcome.ok) return badRequest({ name: [outcome.message] })
  const answer = { name: outcome.done }
  return outcome.code === 202 ? accepted(answer) : created(answer)
}

type Current = { simulation: MockSimulation; status: MockStatus; now: Date }

/** Brings the caller's runs up to date, then finds the simulation and its current status. */
function current(ctx: RouteContext): Current | undefined {
  const now = bringUpToDate(ctx)
  const simulation = findVisibleSimulation(ctx, ctx.params.id)
  const status = simulation && latestStatusOf(ctx.world, simulation.id)
  return simulation && status ? { simulation, status, now } : undefined
}

function status(ctx: RouteContext): Response {
  const found = current(ctx)
  if (!found) return notFound()
  const record = currentStatusRecord(ctx.world, found.simulation, found.status, found.now)
  return json(currentStatusAnswer(record))
}

function history(ctx: RouteContext): Response {
  const found = current(ctx)
  if (!found) return notFound()
  // Only the latest entry is still running; an earlier one reads as it was when it was replaced.
  const records = historyOf(ctx.world, found.simulation.id).map((entry) => {
    const readAt = entry.id === found.status.id ? found.now : new Date(entry.created)
    return currentStatusRecord(ctx.world, found.simulation, entry, readAt)
  })
  return json(paginate(records, new URL(ctx.request.url)))
}

function progress(ctx: RouteContext): Response {
  const found = current(ctx)
  if (!found) return notFound()
  return json(progressRecord(ctx.world, found.simulation, found.status, found.now))
}

export const simulationActionRoutes: Route[] = [
  route('POST', '/simulations/:id/actions/', act),
  route('GET', '/simulations/:id/status/', status),
  route('GET', '/simulations/:id/status/history/', history),
  route('GET', '/simulations/:id/progress/', progress),
]
