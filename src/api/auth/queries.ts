import { queryOptions } from '@tanstack/react-query'
import { apiOf } from '@/api/session-client'
import { organisation, profile } from '@/api/auth/schema'

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  organisations: () => [...authKeys.all, 'organisations'] as const,
}

// Who the caller is changes only on sign-in, which clears the cache anyway.
const FIVE_MINUTES = 5 * 60 * 1000

export function profileQuery() {
  return queryOptions({
    queryKey: authKeys.profile(),
    queryFn: ({ client, signal }) => apiOf(client).get('/auth/profile/', profile, { signal }),
    staleTime: FIVE_MINUTES,
  })
}

export function organisationsQuery() {
  return queryOptions({
    queryKey: authKeys.organisations(),
    queryFn: ({ client, signal }) =>
      apiOf(client).readAll('/organisations/', organisation, { signal }),
    staleTime: FIVE_MINUTES,
  })
}
