import { DEMO_TOKENS } from '@/mocks/db/accounts'
import type { World } from '@/mocks/db/world'
import { createMockBackend, routes } from '@/mocks/handlers'
import { matchRoute } from '@/mocks/router'
import { answerViolations } from './answers'

const API_BASE = 'http://contract.test/v3'

export type RouteKey = string
export const routeKey = (route: { method: string; pattern: string }): RouteKey =>
  `${route.method} ${route.pattern}`

export type CheckedAnswer = {
  route: RouteKey | undefined
  request: string
  status: number
  violations: string[]
}

export type CallOptions = { method?: string; body?: unknown; token?: string | null }
export type Answer = { status: number; body: unknown }

/** No msw in between, and every answer kept, so coverage is what was really answered. */
export function createContractClient(start: Date) {
  let now = start
  const backend = createMockBackend({ now: () => now })
  const answers: CheckedAnswer[] = []

  async function call(path: string, options: CallOptions = {}): Promise<Answer> {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
    const token = options.token === undefined ? DEMO_TOKENS.modeller : options.token
    const headers = new Headers({ accept: 'application/json' })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (options.body !== undefined) headers.set('Content-Type', 'application/json')
    const request = new Request(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const response = await backend.handleApi(request)
    const text = await response.text()
    const apiPath = new URL(request.url).pathname.replace(/^\/v3/, '')
    const match = matchRoute(routes, method, apiPath)
    const route = match && 'route' in match ? routeKey(match.route) : undefined
    const checked: CheckedAnswer = {
      route,
      request: `${method} ${path}`,
      status: response.status,
      violations: [],
    }
    let body: unknown = null
    if (text !== '') {
      const type = response.headers.get('content-type') ?? ''
      if (type.startsWith('application/json')) body = JSON.parse(text)
      else checked.violations.push(`answers ${type || 'no content type'}, not JSON`)
    }
    checked.violations.push(...answerViolations(method, apiPath, response.status, body))
    answers.push(checked)
    return { status: response.status, body }
  }

  return {
    call,
    answers,
    get world(): World {
      return backend.world
    },
    /** A PUT of bytes to a pre-signed URL of the mock's storage (not an API answer: unchecked). */
    upload: (putUrl: string, bytes: Uint8Array): Promise<Response> =>
      backend.handleStorage(new Request(putUrl, { method: 'PUT', body: new Uint8Array(bytes) })),
    storage: backend.storage,
    tick: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000)
    },
    now: () => now,
  }
}

export type ContractClient = ReturnType<typeof createContractClient>
