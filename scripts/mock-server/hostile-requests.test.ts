import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { MAX_API_BODY_BYTES } from '@/mocks/read-limited'
import { rawRequest, requestBytes } from './raw-http'
import { startMockServer, type RunningMockServer } from './start-mock-server'
import { expectStillAnswering } from './still-answers'

let server: RunningMockServer
let apiPort = 0
let storagePort = 0
const lines: string[] = []

beforeAll(async () => {
  server = await startMockServer({ port: 0, storagePort: 0, log: (line) => lines.push(line) })
  apiPort = Number(new URL(server.apiBaseUrl).port)
  storagePort = Number(new URL(server.storageBaseUrl).port)
})
afterAll(() => server.close())

const AUTH = ['Authorization', `Bearer ${DEMO_TOKENS.modeller}`] as const
const host = (port: number) => ['Host', `127.0.0.1:${port}`] as const

describe('requests that used to end the process', () => {
  it('answers TRACE with 405 and the methods the route takes', async () => {
    const answer = await rawRequest(
      apiPort,
      requestBytes('TRACE', '/v3/simulations/', [host(apiPort)]),
    )
    expect(answer?.status).toBe(405)
    expect(answer?.head).toContain('allow: get, post, options')
    const unknown = await rawRequest(
      apiPort,
      requestBytes('TRACE', '/v3/nothing/', [host(apiPort)]),
    )
    expect(unknown?.status).toBe(404)
    const storage = await rawRequest(
      storagePort,
      requestBytes('TRACE', '/mock-storage/x', [host(storagePort)]),
    )
    expect(storage?.status).toBe(405)
    expect(storage?.head).toContain('allow: get, head, put, options')
    const connect = await rawRequest(apiPort, requestBytes('CONNECT', 'elsewhere:443', []))
    expect(connect?.status).toBe(405)
    await expectStillAnswering(server)
  })

  it.each(['a b', 'user@elsewhere', 'host/other-path', ''])(
    'answers Host "%s" with 400',
    async (value) => {
      const answer = await rawRequest(
        apiPort,
        requestBytes('GET', '/v3/simulations/', [['Host', value]]),
      )
      expect(answer?.status).toBe(400)
      const storage = await rawRequest(
        storagePort,
        requestBytes('GET', '/mock-storage/x', [['Host', value]]),
      )
      expect(storage?.status).toBe(400)
      await expectStillAnswering(server)
    },
  )

  it('answers 405 with Allow to a method the route does not take', async () => {
    const response = await fetch(`${server.apiBaseUrl}/organisations/`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${DEMO_TOKENS.modeller}` },
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, OPTIONS')
  })
})

describe('the 1 MiB body limit', () => {
  const post = (headers: readonly (readonly [string, string])[]) =>
    [
      `POST /v3/simulations/ HTTP/1.1`,
      `Host: 127.0.0.1:${apiPort}`,
      `${AUTH[0]}: ${AUTH[1]}`,
      'Content-Type: application/json',
      ...headers.map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n')

  it('refuses a declared Content-Length above 1 MiB before reading any of it', async () => {
    // Only the head is sent: an answer proves the server did not wait for 600 MB.
    const answer = await rawRequest(apiPort, post([['Content-Length', String(600 * 1024 * 1024)]]))
    expect(answer?.status).toBe(413)
    expect(answer?.head).toContain('connection: close')
    await expectStillAnswering(server)
  })

  it('counts a chunked body and refuses it at the limit', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x20)
    const chunks = Array.from({ length: 6 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    )
    // No terminating chunk: the server must answer after 1 MiB, not at the end of the body.
    const head = Buffer.from(post([['Transfer-Encoding', 'chunked']]))
    const answer = await rawRequest(apiPort, Buffer.concat([head, ...chunks]))
    expect(answer?.status).toBe(413)
    await expectStillAnswering(server)
  })

  it('still reads a body just under the limit', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(MAX_API_BODY_BYTES - 100) })
    const response = await fetch(`${server.apiBaseUrl}/simulations/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
        'Content-Type': 'application/json',
      },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty('name')
  })
})

const TOKEN = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/)
const METHODS = fc.oneof(
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  fc.constantFrom('TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'MKCOL', 'get', 'M-SEARCH', 'PURGE'),
  TOKEN,
)
const HOSTILE_TEXT = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom('__proto__', 'constructor', '%', '%E0%A4%A', '..', '%2e%2e', '\u00ff', '*', '?'),
)
const TARGETS = fc.oneof(
  fc.constantFrom(
    '/v3/simulations/',
    '/v3/hydromodels/',
    '/v3/simulations/1/actions/',
    '/v3/statuses/',
  ),
  fc
    .tuple(fc.constantFrom('/v3/', '/mock-storage/', '/', '//'), HOSTILE_TEXT)
    .map(([prefix, rest]) => prefix + rest),
  fc
    .tuple(fc.constantFrom('/v3/simulations/?', '/v3/hydromodels/?'), HOSTILE_TEXT)
    .map(([prefix, query]) => prefix + query),
  fc.constantFrom('*', 'http://elsewhere/v3/simulations/', '', 'v3'),
)
const HEADERS = fc.array(
  fc.oneof(
    fc.tuple(
      fc.constantFrom('Host', 'Content-Type', 'Authorization', 'Origin', 'Accept'),
      HOSTILE_TEXT,
    ),
    fc.tuple(TOKEN, HOSTILE_TEXT),
    fc.constant(AUTH),
    fc.constant(['Content-Type', 'application/json'] as const),
    fc.constant(['Content-Type', 'multipart/form-data; boundary=x'] as const),
    fc.constant(['Access-Control-Request-Method', 'GET'] as const),
  ),
  { maxLength: 6 },
)
const BODIES = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.json().map((text) => Buffer.from(text)),
  fc
    .constantFrom('{"__proto__": {"x": 1}}', '{"name": {"constructor": 1}}', '[', '{"a":')
    .map((text) => Buffer.from(text)),
)

describe('fuzz: hostile methods, targets, headers and bodies', () => {
  it('answers every request, and both servers still answer afterwards', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('api', 'storage'),
        METHODS,
        TARGETS,
        HEADERS,
        BODIES,
        async (which, method, target, headers, body) => {
          const port = which === 'api' ? apiPort : storagePort
          const answer = await rawRequest(port, requestBytes(method, target, headers, body))
          // Node's parser itself refuses what is not HTTP (400); the mock answers all the rest.
          expect(answer?.status).toBeGreaterThanOrEqual(200)
          expect(answer?.status).not.toBe(500)
        },
      ),
      { numRuns: 300 },
    )
    await expectStillAnswering(server)
    expect(lines.filter((line) => line.includes(' failed: '))).toEqual([])
  })
})
