import { parseId } from '@/lib/parse-id'
import type { RouteContext } from '@/mocks/router'
import { advanceOrganisations } from './engine'
import type { MockSimulation } from '@/mocks/db/records'

type Ctx = Pick<RouteContext, 'world' | 'user' | 'now'>

/** Every read sees the engine's state at `now`; the request's transaction keeps what was due. */
export function bringUpToDate(ctx: Ctx): Date {
  const now = ctx.now()
  advanceOrganisations(ctx.world, ctx.user.organisations, now)
  return now
}

export function visibleSimulations(ctx: Ctx): MockSimulation[] {
  return ctx.world.simulations.filter((simulation) =>
    ctx.user.organisations.includes(simulation.organisation),
  )
}

/** The simulation named by a path parameter, if the caller may see it (another org's: 404). */
export function findVisibleSimulation(
  ctx: Ctx,
  idParam: string | undefined,
): MockSimulation | undefined {
  const id = parseId(idParam)
  return visibleSimulations(ctx).find((simulation) => simulation.id === id)
}
