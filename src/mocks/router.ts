import type { World } from './db/world'
import type { ObjectStore, StoredObject } from './storage/object-store'
import type { MockUser } from '@/mocks/db/records'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RouteContext = {
  request: Request
  params: Record<string, string>
  query: URLSearchParams
  user: MockUser
  world: World
  storage: ObjectStore
  now: () => Date
  apiUrl: (path: string) => string
  /** A later change in its own transaction, for work that finishes after the answer. */
  change: (work: (world: World) => void) => Promise<void>
}

export function lastValue(query: URLSearchParams, key: string): string | null {
  return query.getAll(key).at(-1) ?? null
}

export type BackendContext = Pick<RouteContext, 'storage' | 'now' | 'change'>

/** The PUT is answered once the returned change is made, so a read after it sees the upload. */
export type UploadListener = (
  ctx: BackendContext,
  key: string,
  object: StoredObject,
) => void | Promise<void>

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
    const params = decodeParams(candidate.paramNames, match)
    if (!params) continue
    return { route: candidate, params }
  }
  return allowed.length > 0 ? { allowed } : null
}

function decodeParams(names: string[], match: RegExpExecArray): Record<string, string> | null {
  const params: Record<string, string> = {}
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '')
    })
  } catch {
    // A malformed escape like `%E0%A4%A` cannot name any record.
    return null
  }
  return params
}
