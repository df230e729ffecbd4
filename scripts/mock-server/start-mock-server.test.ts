import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { organisation } from '@/api/auth/schema'
import { COASTAL_CONSULTANTS, DEMO_TOKENS } from '@/mocks/db/accounts'
import { startMockServer, type RunningMockServer } from './start-mock-server'

const ORIGIN = 'http://localhost:5173'
const lines: string[] = []
let server: RunningMockServer

beforeAll(async () => {
  server = await startMockServer({
    port: 0,
    storagePort: 0,
    now: () => new Date('2026-11-21T12:00:00Z'),
    log: (line) => lines.push(line),
  })
})
afterAll(() => server.close())

describe('startMockServer', () => {
  it('answers GET /v3/organisations/ with the envelope for demo-modeller', async () => {
    const response = await fetch(`${server.apiBaseUrl}/organisations/`, {
      headers: {
        Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
        accept: 'application/json',
        Origin: ORIGIN,
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After')
    const body = listEnvelope(organisation).parse(await response.json())
    expect(body).toMatchObject({ count: 1, next: null, previous: null })
    expect(body.results[0]?.name).toBe('Polder Water Board')
  })

  it('answers 401 without a token, still with CORS headers for the app', async () => {
    const response = await fetch(`${server.apiBaseUrl}/organisations/`, {
      headers: { Origin: ORIGIN },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(await response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    })
  })

  it('answers the CORS preflight of an allowed origin, and not of another', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.apiBaseUrl}/organisations/`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization, accept',
        },
      })
    const allowed = await preflight(ORIGIN)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/)
    const foreign = await preflight('http://evil.example')
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  it('builds absolute next links on the host and port the client used', async () => {
    const modeller = server.backend.world.users.find((user) => user.username === 'modeller')
    const memberships = [...(modeller?.organisations ?? [])]
    modeller?.organisations.push(COASTAL_CONSULTANTS.unique_id)
    try {
      const response = await fetch(`${server.apiBaseUrl}/organisations/?limit=1`, {
        headers: { Authorization: `Bearer ${DEMO_TOKENS.modeller}` },
      })
      const body = listEnvelope(organisation).parse(await response.json())
      expect(body.count).toBe(2)
      expect(body.next).toBe(`${server.apiBaseUrl}/organisations/?limit=1&offset=1`)
    } finally {
      if (modeller) modeller.organisations = memberships
    }
  })

  it('serves pre-signed storage URLs on the storage port, round trip through PUT and GET', async () => {
    const put = await server.backend.storage.presign('uploads/boundary.json', 'PUT')
    expect(put.startsWith(server.storageBaseUrl)).toBe(true)
    const upload = await fetch(put, {
      method: 'PUT',
      body: '[]',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(upload.status).toBe(200)
    const download = await fetch(
      await server.backend.storage.presign('uploads/boundary.json', 'GET'),
    )
    expect(await download.text()).toBe('[]')
    const refused = await fetch(
      await server.backend.storage.presign('uploads/boundary.json', 'GET'),
      {
        headers: { Authorization: `Bearer ${DEMO_TOKENS.modeller}` },
      },
    )
    expect(refused.status).toBe(400)
  })

  it('logs one line per request without headers, tokens or signatures', () => {
    expect(lines.some((line) => /^api GET \/v3\/organisations\/ 200 \d+ms$/.test(line))).toBe(true)
    expect(
      lines.some((line) => line.startsWith('storage PUT /mock-storage/uploads/boundary.json 200')),
    ).toBe(true)
    const joined = lines.join('\n')
    expect(joined).not.toContain(DEMO_TOKENS.modeller)
    expect(joined).not.toContain('Signature')
  })
})
