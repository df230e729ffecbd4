import type { MockUser, World } from './db/world'
import type { ObjectStore } from './storage/object-store'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RouteContext = {
  request: Request
  params: Record<string, string>
  query: URLSearchParams
  /** The signed-in caller; routes marked `public` get `null`. */
  user: MockUser
  world: World
  storage: ObjectStore
  now: () => Date
  /** Absolute URL of an API path, for `url` fields and `next`/`previous` links. */
  apiUrl: (path: string) => string
  /** Call after mutating `world` so the browser demo persists it. */
  save: () => void
}

export type RouteHandler = (ctx: RouteContext) => Response | Promise<Response>

export type Route = {
  method: HttpMethod
  pattern: string
  matcher: RegExp
  paramNames: string[]
  handler: RouteHandler
}

/** `pattern` is relative to `/v3`, e.g. `/hydromodels/:id/rasters/`; the trailing slash is optional. */
export function route(method: HttpMethod, pattern: string, handler: RouteHandler): Route {
  const paramNames: string[] = []
  const body = pattern
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, (_, name: string) => {
      paramNames.push(name)
      return '([^/]+)'
    })
  return { method, pattern, matcher: new RegExp(`^${body}/?$`), paramNames, handler }
}

export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | { allowed: HttpMethod[] } | null {
  const allowed: HttpMethod[] = []
  for (const candidate of routes) {
    const match = candidate.matcher.exec(path)
    if (!match) continue
    if (candidate.method !== method) {
      allowed.push(candidate.method)
      continue
    }
    const params: Record<string, string> = {}
    candidate.paramNames.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '')
    })
    return { route: candidate, params }
  }
  return allowed.length > 0 ? { allowed } : null
}
