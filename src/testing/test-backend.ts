import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { z } from 'zod'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createTestBackend, TEST_API_BASE } from '@/mocks/node'

/** Three weeks after the seed anchor, as the demo would see it; a stopped clock starts here. */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z')

export type Answer = { status: number; body: unknown }
export type CallOptions = { method?: string; body?: unknown; token?: string | null }

type TestBackendOptions = {
  clock?: 'stopped' | 'running'
  /** Reseed the world after each test, for files whose tests change it (runs, new simulations). */
  freshWorldEachTest?: boolean
}

export function setupTestBackend(options: TestBackendOptions = {}) {
  const { clock = 'running', freshWorldEachTest = false } = options
  // The mock builds real files (20,000-cell GeoJSON); give a busy machine time before failing.
  vi.setConfig({ testTimeout: 20_000 })
  let offsetMs = 0
  const start = () => (clock === 'stopped' ? TEST_NOW.getTime() : Date.now())
  const now = () => new Date(start() + offsetMs)
  const testBackend = createTestBackend({ now })
  const requests: { method: string; url: URL }[] = []
  testBackend.server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url) })
  })
  beforeAll(() => testBackend.server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    testBackend.server.resetHandlers()
    if (freshWorldEachTest) testBackend.backend.reset()
    requests.length = 0
    offsetMs = 0
  })
  afterAll(() => testBackend.server.close())

  function send(path: string, call: CallOptions = {}): Promise<Response> {
    const bearer = call.token === undefined ? DEMO_TOKENS.modeller : call.token
    const headers = new Headers({ accept: 'application/json' })
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`)
    if (call.body !== undefined) headers.set('Content-Type', 'application/json')
    return fetch(`${TEST_API_BASE}${path}`, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    })
  }

  return {
    ...testBackend,
    /** A request as the app would send it (the modeller's token unless `token` says otherwise). */
    api: async (path: string, call?: CallOptions): Promise<Answer> => {
      const response = await send(path, call)
      const text = await response.text()
      const body: unknown = text === '' ? null : JSON.parse(text)
      return { status: response.status, body }
    },
    get: (path: string, bearer?: string) => send(path, { token: bearer }),
    getParsed: async <Schema extends z.ZodType>(
      path: string,
      schema: Schema,
      bearer?: string,
    ): Promise<z.output<Schema>> => {
      const response = await send(path, { token: bearer })
      if (response.status !== 200) {
        throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`)
      }
      return schema.parse(await response.json())
    },
    now,
    /** Moves the backend's clock forward; runs, link expiry and saved states follow it. */
    tick: (seconds: number) => {
      offsetMs += seconds * 1000
    },
    sentTo: (path: RegExp, method = 'GET') =>
      requests
        .filter((request) => request.method === method && path.test(request.url.pathname))
        .map((request) => request.url),
    answerNever: (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => {
      testBackend.server.use(http[method](`${TEST_API_BASE}${path}`, () => new Promise(() => {})))
    },
    /** The API answers 503 with `detail` at `path`: to the next call only, or to every call. */
    answerDown: (
      method: 'get' | 'post',
      path: string,
      { detail = 'Down for maintenance', once = true }: { detail?: string; once?: boolean } = {},
    ) => {
      const down = () => HttpResponse.json({ detail }, { status: 503 })
      testBackend.server.use(http[method](`${TEST_API_BASE}${path}`, down, { once }))
    },
    forgetRequests: () => {
      requests.length = 0
    },
    modelNamed: (name: string) => {
      const model = testBackend.backend.world.models.find((candidate) => candidate.name === name)
      if (!model) throw new Error(`The mock has no model named ${name}`)
      return model
    },
  }
}
