import type { Organisation } from '@/api/auth/schema'
import type { World } from './db/world'
import { unauthorized } from './http'
import type { RouteContext } from './router'
import type { MockUser } from '@/mocks/db/records'

export type Authentication = { ok: true; user: MockUser } | { ok: false; response: Response }

const NOT_PROVIDED = 'Authentication credentials were not provided.'
const INVALID = 'Invalid token.'

export function authenticate(request: Request, world: World): Authentication {
  const header = request.headers.get('Authorization')?.trim() ?? ''
  const [scheme, ...rest] = header.split(/\s+/)
  if (!scheme || scheme.toLowerCase() !== 'bearer') {
    return { ok: false, response: unauthorized(NOT_PROVIDED) }
  }
  const token = rest.length === 1 ? rest[0] : undefined
  const user = token ? world.users.find((candidate) => candidate.token === token) : undefined
  return user ? { ok: true, user } : { ok: false, response: unauthorized(INVALID) }
}

type ScopeContext = Pick<RouteContext, 'user' | 'world'>

export function userOrganisations(ctx: ScopeContext): Organisation[] {
  return ctx.world.organisations.filter((organisation) =>
    ctx.user.organisations.includes(organisation.unique_id),
  )
}

export function canSee(ctx: ScopeContext, organisationId: string): boolean {
  return ctx.user.organisations.includes(organisationId)
}
