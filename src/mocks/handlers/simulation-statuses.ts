import { listResponse } from '@/mocks/filters/list-query'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { bringUpToDate, visibleSimulations } from '@/mocks/simulations/access'
import { latestStatuses } from '@/mocks/simulations/history'
import { statusListQuery, type StatusRow } from '@/mocks/simulations/list-specs'
import { statusRecord } from '@/mocks/simulations/records'

function list(ctx: RouteContext): Response {
  const now = bringUpToDate(ctx)
  const latest = latestStatuses(ctx.world)
  const rows: StatusRow[] = visibleSimulations(ctx).flatMap((simulation) => {
    const status = latest.get(simulation.id)
    return status ? [{ simulation, status }] : []
  })
  return listResponse(ctx, rows, statusListQuery, (row) =>
    statusRecord(ctx.world, row.simulation, row.status, now, ctx.apiUrl),
  )
}

export const statusRoutes: Route[] = [route('GET', '/statuses/', list)]
