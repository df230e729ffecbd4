import { authenticate } from '../auth'
import type { MockStore } from '../db/store'
import { conflictingTabs, insufficientStorage, methodNotAllowed, notFound } from '../http'
import { matchRoute, type Route, type RouteContext } from '../router'
import type { ObjectStore } from '../storage/object-store'

type ApiBackend = {
  routes: Route[]
  store: MockStore
  storage: ObjectStore
  now: () => Date
  change: RouteContext['change']
}

export function splitApiPath(url: URL): { base: string; path: string } | null {
  const match = /^(.*?\/v3)(\/.*)?$/.exec(url.pathname)
  if (!match?.[1]) return null
  return { base: `${url.origin}${match[1]}`, path: match[2] ?? '/' }
}

/** One request, one transaction: a throw or 5xx leaves the world as it was; unsaved is 507. */
export function createApiAnswerer(backend: ApiBackend) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const api = splitApiPath(url)
    const match = api ? matchRoute(backend.routes, request.method, api.path) : null
    if (!api || !match) return notFound()
    // A rerun (another tab saved meanwhile) reads the body again from its own copy.
    const copies = backend.store.shared ? [request, request.clone(), request.clone()] : [request]
    const committed = await backend.store.transaction(
      async (world, attempt) => {
        const attemptRequest = copies[attempt - 1] ?? request
        const auth = authenticate(attemptRequest, world)
        if (!auth.ok) return auth.response
        if ('allowed' in match) return methodNotAllowed(request.method, match.allowed)
        const ctx: RouteContext = {
          request: attemptRequest,
          params: match.params,
          query: url.searchParams,
          user: auth.user,
          world,
          storage: backend.storage,
          now: backend.now,
          apiUrl: (path) => `${api.base}${path.startsWith('/') ? path : `/${path}`}`,
          change: backend.change,
        }
        return match.route.handler(ctx)
      },
      (response) => response.status < 500,
      request.method === 'GET' || request.method === 'HEAD',
    )
    if (committed.ok) return committed.result
    if (committed.reason === 'conflict') return conflictingTabs()
    // A read changes only what it derives from timestamps, which the next read derives again.
    return request.method === 'GET' ? committed.result : insufficientStorage()
  }
}
