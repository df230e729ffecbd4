import { parseId } from '@/lib/parse-id'
import type { RouteContext } from '@/mocks/router'
import { advanceOrganisations } from './engine'
import { startResultFiles } from './result-file-content'
import type { MockSimulation } from '@/mocks/db/records'

type Ctx = Pick<RouteContext, 'world' | 'user' | 'now'>

/** Every read sees the engine's state at `now`; the transaction keeps what was due. */
export function bringUpToDate(ctx: Ctx & Pick<RouteContext, 'storage'>): Date {
  const now = ctx.now()
  const filesBefore = ctx.world.resultFiles.length
  advanceOrganisations(ctx.world, ctx.user.organisations, now)
  startResultFiles(ctx, ctx.world.resultFiles.slice(filesBefore))
  return now
}

export function visibleSimulations(ctx: Ctx): MockSimulation[] {
  return ctx.world.simulations.filter((simulation) =>
    ctx.user.organisations.includes(simulation.organisation),
  )
}

export function findVisibleSimulation(
  ctx: Ctx,
  idParam: string | undefined,
): MockSimulation | undefined {
  const id = parseId(idParam)
  return visibleSimulations(ctx).find((simulation) => simulation.id === id)
}
