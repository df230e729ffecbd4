import { parseId } from '@/lib/parse-id'
import { canSee } from '../auth'
import { notFound } from '../http'
import type { RouteContext, RouteHandler } from '../router'
import type { MockModel } from '@/mocks/db/records'

export function findVisibleModel(ctx: RouteContext): MockModel | undefined {
  const id = parseId(ctx.params.hydromodel_pk ?? ctx.params.id)
  const model = ctx.world.models.find((candidate) => candidate.id === id)
  return model && canSee(ctx, model.organisation) ? model : undefined
}

/** A route under one model: 404 `{"detail": "Not found."}` unless the caller may see it. */
export function withModel(
  handler: (ctx: RouteContext, model: MockModel) => Response | Promise<Response>,
): RouteHandler {
  return (ctx) => {
    const model = findVisibleModel(ctx)
    return model ? handler(ctx, model) : notFound()
  }
}

export function findChild<T extends { id: number; hydromodel_id: number }>(
  records: readonly T[],
  model: MockModel,
  ctx: RouteContext,
): T | undefined {
  const id = parseId(ctx.params.id)
  return records.find((record) => record.id === id && record.hydromodel_id === model.id)
}
