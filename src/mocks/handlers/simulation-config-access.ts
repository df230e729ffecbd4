import type { z } from 'zod'
import { parseId } from '@/lib/parse-id'
import { removeWhere, type World } from '@/mocks/db/world'
import { noContent, notFound } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import type { RouteContext } from '@/mocks/router'
import { bringUpToDate, findVisibleSimulation } from '@/mocks/simulations/access'
import { refuseUnlessConfigurable } from '@/mocks/simulations/configuration'
import type { MockSimulation } from '@/mocks/db/records'

export type Found<T> = { ok: true; value: T } | { ok: false; response: Response }

export function simulationOfPath(ctx: RouteContext): Found<MockSimulation> {
  bringUpToDate(ctx)
  const simulation = findVisibleSimulation(ctx, ctx.params.id)
  return simulation ? { ok: true, value: simulation } : { ok: false, response: notFound() }
}

export function configurableSimulationOfPath(ctx: RouteContext): Found<MockSimulation> {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found
  const refused = refuseUnlessConfigurable(ctx.world, found.value)
  return refused ? { ok: false, response: refused } : found
}

/** Looked up first, so an unseen simulation answers 404 before any body problem. */
export function simulationWithBody<Schema extends z.ZodType>(ctx: RouteContext, schema: Schema) {
  return withBody(ctx, schema, simulationOfPath(ctx))
}

export function configurableSimulationWithBody<Schema extends z.ZodType>(
  ctx: RouteContext,
  schema: Schema,
) {
  return withBody(ctx, schema, configurableSimulationOfPath(ctx))
}

async function withBody<Schema extends z.ZodType>(
  ctx: RouteContext,
  schema: Schema,
  found: Found<MockSimulation>,
): Promise<Found<{ simulation: MockSimulation; body: z.output<Schema> }>> {
  if (!found.ok) return found
  const body = await parseBody(ctx.request, schema)
  if (!body.ok) return body
  return { ok: true, value: { simulation: found.value, body: body.data } }
}

export function recordOfPath<T extends { id: number }>(ctx: RouteContext, records: readonly T[]) {
  const id = parseId(ctx.params.recordId)
  return records.find((record) => record.id === id)
}

/** The DELETE every configuration collection shares: 404 unseen, 409 after the start, else 204. */
export function removeRecordHandler<T extends { id: number }>(
  recordsOf: (ctx: RouteContext, simulation: MockSimulation) => readonly T[],
  collection: (world: World) => T[],
) {
  return (ctx: RouteContext): Response => {
    const visible = simulationOfPath(ctx)
    if (!visible.ok) return visible.response
    const record = recordOfPath(ctx, recordsOf(ctx, visible.value))
    if (!record) return notFound()
    const configurable = configurableSimulationOfPath(ctx)
    if (!configurable.ok) return configurable.response
    removeWhere(collection(ctx.world), (each) => each.id === record.id)
    return noContent()
  }
}
