import { organisation, profile, type Organisation } from '@/api/auth/schema'
import { canSee, userOrganisations } from '../auth'
import { defineListQuery, listResponse } from '../filters/list-query'
import { json, notFound } from '../http'
import { route, type Route } from '../router'

const organisationList = defineListQuery<Organisation>({
  fields: {
    name: { type: 'string', get: (record) => record.name },
    unique_id: { type: 'string', get: (record) => record.unique_id },
  },
  ordering: { name: (record) => record.name, unique_id: (record) => record.unique_id },
  defaultOrdering: ['name'],
})

export const authRoutes: Route[] = [
  // Parsing through the API schema strips the mock-only fields (token, memberships).
  route('GET', '/auth/profile/', ({ user }) => json(profile.parse(user))),
  route('GET', '/organisations/', (ctx) =>
    listResponse(ctx, userOrganisations(ctx), organisationList, (record) =>
      organisation.parse(record),
    ),
  ),
  route('GET', '/organisations/:uniqueId/', (ctx) => {
    const found = userOrganisations(ctx).find((record) => record.unique_id === ctx.params.uniqueId)
    return found && canSee(ctx, found.unique_id) ? json(organisation.parse(found)) : notFound()
  }),
]
