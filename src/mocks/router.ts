import type { World } from './db/world'
import type { ObjectStore, StoredObject } from './storage/object-store'
import type { MockUser } from '@/mocks/db/records'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RouteContext = {
  request: Request
  params: Record<string, string>
  query: URLSearchParams
  /** The signed-in caller: every API route requires a valid token (401 before the handler runs). */
  user: MockUser
  /** The world as this request's transaction sees it: what it changes is kept (and saved) only
   * when the route answers below 400. */
  world: World
  storage: ObjectStore
  now: () => Date
  /** Absolute URL of an API path, for `url` fields and `next`/`previous` links. */
  apiUrl: (path: string) => string
  /**
   * A later change in its own transaction, for work that finishes after the answer (a background
   * validation): it sees the world as it is then, not this request's.
   */
  change: (work: (world: World) => void) => Promise<void>
}

/** A query parameter as Django's QueryDict reads it: the last value of a repeated key. */
export function lastValue(query: URLSearchParams, key: string): string | null {
  return query.getAll(key).at(-1) ?? null
}

/** What code outside a request (e.g. an upload listener) may touch. */
export type BackendContext = Pick<RouteContext, 'storage' | 'now' | 'change'>

/**
 * Reacts to a file PUT to a pre-signed URL (e.g. validates a rain NetCDF after upload); the PUT
 * is answered once the returned change is made, so a read after it sees the file uploaded.
 */
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
