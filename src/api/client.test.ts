import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient, toSearchParams, type ApiClient } from './client'
import { organisation } from './auth/schema'
import { apiFailure } from '@/testing/api-failure'

const BASE = 'http://api.test/v3'
const TOKEN = 'secret-token-123'
const server = setupServer()
const onUnauthorized = vi.fn()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
let api: ApiClient
beforeEach(() => {
  onUnauthorized.mockReset()
  api = createApiClient({ baseUrl: BASE, token: TOKEN, onUnauthorized, retry: false })
})

describe('createApiClient', () => {
  it('accepts a base URL ending in /v3, with or without the trailing slash', () => {
    const client = createApiClient({ baseUrl: 'https://example.com/api/v3/', token: null })
    expect(client.baseUrl).toBe('https://example.com/api/v3')
    expect(client.url('/hydromodels/')).toBe('https://example.com/api/v3/hydromodels/')
  })

  it.each(['https://example.com/v2', 'https://example.com', 'ftp://example.com/v3', 'not a url'])(
    'refuses %s with a message naming /v3',
    (baseUrl) => {
      expect(() => createApiClient({ baseUrl, token: null })).toThrow(/\/v3/)
    },
  )
})

describe('query strings', () => {
  it('omits empty values, joins lists with commas and writes booleans as true/false', () => {
    const query = { name: 'polder', empty: '', none: null, gone: undefined, tags__in: ['a', 'b'] }
    const params = toSearchParams({ ...query, disabled: true, limit: 10, nan: Number.NaN })
    expect(Object.fromEntries(params)).toEqual({
      name: 'polder',
      tags__in: 'a,b',
      disabled: 'true',
      limit: '10',
    })
  })

  it('builds absolute URLs from relative paths', () => {
    expect(api.url('hydromodels/1/', { ordering: '-created' })).toBe(
      `${BASE}/hydromodels/1/?ordering=-created`,
    )
  })
})

describe('requests', () => {
  it('sends the bearer token and accept: application/json, and parses the answer', async () => {
    let headers = new Headers()
    server.use(
      http.get(`${BASE}/auth/profile/`, ({ request }) => {
        headers = request.headers
        return HttpResponse.json({ unique_id: 'u1', name: 'Polder', extra: 1 })
      }),
    )
    await expect(api.get('/auth/profile/', organisation)).resolves.toEqual({
      unique_id: 'u1',
      name: 'Polder',
    })
    expect(headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(headers.get('accept')).toBe('application/json')
  })

  it('sends JSON bodies and the query string on POST', async () => {
    let received: unknown = null
    let url = ''
    server.use(
      http.post(`${BASE}/simulations/`, async ({ request }) => {
        received = await request.json()
        url = request.url
        expect(request.headers.get('content-type')).toBe('application/json')
        expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
        return HttpResponse.json({ id: 7 }, { status: 201 })
      }),
    )
    const created = await api.post('/simulations/', { name: 'run' }, z.object({ id: z.number() }), {
      query: { dry: true },
    })
    expect(created.id).toBe(7)
    expect(received).toEqual({ name: 'run' })
    expect(url).toBe(`${BASE}/simulations/?dry=true`)
  })

  it('accepts an empty 204 answer on delete', async () => {
    server.use(http.delete(`${BASE}/events/1/`, () => new HttpResponse(null, { status: 204 })))
    await expect(api.delete('/events/1/')).resolves.toBeUndefined()
  })

  it('sends no Authorization header when there is no token', async () => {
    api = createApiClient({ baseUrl: BASE, token: null, retry: false })
    server.use(
      http.get(`${BASE}/organisations/1/`, ({ request }) =>
        HttpResponse.json({ unique_id: String(request.headers.has('authorization')), name: 'x' }),
      ),
    )
    await expect(api.get('/organisations/1/', organisation)).resolves.toMatchObject({
      unique_id: 'false',
    })
  })
})

describe('unexpected answers', () => {
  it('reports a schema mismatch once, naming the endpoint, with the issues kept', async () => {
    server.use(http.get(`${BASE}/hydromodels/`, () => HttpResponse.json({ results: 'nope' })))
    const error = await apiFailure(api.list('/hydromodels/', organisation, { query: { limit: 5 } }))
    expect(error.kind).toBe('unexpected-answer')
    expect(error.message).toBe('The server gave an unexpected answer for GET /v3/hydromodels/.')
    expect(error.endpoint).toBe('GET /v3/hydromodels/')
    expect(error.issues.length).toBeGreaterThan(0)
    expect(error.detail).toBeNull()
  })

  it('names each refused field: its path, what was expected and what came', async () => {
    const answer = { unique_id: 7 }
    server.use(http.get(`${BASE}/organisations/x/`, () => HttpResponse.json(answer)))
    const error = await apiFailure(api.get('/organisations/x/', organisation))
    expect(error.refusedFields).toEqual([
      { path: 'unique_id', expected: 'string', got: '7' },
      { path: 'name', expected: 'string', got: 'nothing (the field is missing)' },
    ])
  })

  it('warns on the console once per address and field, never with the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get(`${BASE}/organisations/w/`, () => HttpResponse.json({ unique_id: 'u' })))
    await apiFailure(api.get('/organisations/w/', organisation))
    await apiFailure(api.get('/organisations/w/', organisation))
    const lines = warn.mock.calls.map((call) => call.join(' '))
    warn.mockRestore()
    expect(lines).toEqual([
      `The server gave an unexpected answer for GET ${BASE}/organisations/w/: field \`name\`: expected string, got nothing (the field is missing)`,
    ])
    expect(lines.join('')).not.toContain(TOKEN)
  })

  it('keeps the rows of a list that parse and warns once about the one that does not', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const rows = [{ unique_id: 'a', name: 'A' }, { unique_id: 'b' }]
    const answer = { count: 2, next: null, previous: null, results: rows }
    server.use(http.get(`${BASE}/organisations/`, () => HttpResponse.json(answer)))
    const page = await api.list('/organisations/', organisation)
    const lines = warn.mock.calls.map((call) => call.join(' '))
    warn.mockRestore()
    expect(page.results).toEqual([{ unique_id: 'a', name: 'A' }])
    expect(page.unreadable).toMatchObject([{ index: 1, id: null }])
    expect(lines).toEqual([
      `The server gave an unexpected answer for GET ${BASE}/organisations/: field \`results.1.name\`: expected string, got nothing (the field is missing)`,
    ])
  })

  it('reports a non-JSON success answer (e.g. an HTML page) the same way', async () => {
    server.use(http.get(`${BASE}/auth/profile/`, () => HttpResponse.html('<html></html>')))
    const error = await apiFailure(api.get('/auth/profile/', organisation))
    expect(error.kind).toBe('unexpected-answer')
    expect(error.message).toContain('GET /v3/auth/profile/')
  })
})

describe('error answers', () => {
  it('turns an unknown token into a 401 with a clear message and tells the app', async () => {
    server.use(
      http.get(`${BASE}/auth/profile/`, () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
      ),
    )
    const error = await apiFailure(api.get('/auth/profile/', organisation))
    expect(error).toMatchObject({ kind: 'http', status: 401, detail: 'Invalid token.' })
    expect(error.message).toBe('Your session is not valid (401): Invalid token.')
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })

  it('ends the session on a 401 even when its body cannot be read', async () => {
    const unreadable = new ReadableStream({
      start: (controller) => controller.error(new Error('cut')),
    })
    api = createApiClient({
      baseUrl: BASE,
      token: TOKEN,
      onUnauthorized,
      retry: false,
      fetch: async () => new Response(unreadable, { status: 401 }),
    })
    const error = await apiFailure(api.get('/auth/profile/', organisation))
    expect(error.kind).toBe('network')
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }))
  })

  it('keeps the DRF field map of a 400 and names the fields in the message', async () => {
    const body = { name: ['This field is required.'], non_field_errors: ['Pick a model.'] }
    server.use(http.post(`${BASE}/simulations/`, () => HttpResponse.json(body, { status: 400 })))
    const error = await apiFailure(api.post('/simulations/', {}, organisation))
    expect(error.fieldErrors).toEqual({ name: ['This field is required.'] })
    expect(error.nonFieldErrors).toEqual(['Pick a model.'])
    expect(error.body).toEqual(body)
    expect(error.message).toBe('The server did not accept the request (400): Pick a model.')
  })

  it('reads the error of a 409', async () => {
    server.use(
      http.delete(`${BASE}/events/1/`, () =>
        HttpResponse.json({ error: 'Simulation already started' }, { status: 409 }),
      ),
    )
    const error = await apiFailure(api.delete('/events/1/'))
    expect(error).toMatchObject({ status: 409, error: 'Simulation already started' })
    expect(error.message).toContain('(409): Simulation already started.')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('copes with an error answer that is not JSON', async () => {
    server.use(
      http.get(`${BASE}/statuses/`, () => HttpResponse.text('Bad gateway', { status: 502 })),
    )
    const error = await apiFailure(api.get('/statuses/', organisation))
    expect(error).toMatchObject({ kind: 'http', status: 502, body: null, detail: null })
    expect(error.message).toBe('The server had a problem (502).')
  })

  it('names the URL it tried when the server cannot be reached', async () => {
    server.use(http.get(`${BASE}/hydromodels/`, () => HttpResponse.error()))
    const error = await apiFailure(api.get('/hydromodels/', organisation, { query: { limit: 1 } }))
    expect(error).toMatchObject({ kind: 'network', status: null })
    expect(error.message).toContain(`Could not reach the server at ${BASE}/hydromodels/.`)
  })

  it('reports a cancelled request as aborted', async () => {
    server.use(http.get(`${BASE}/hydromodels/`, () => HttpResponse.json({})))
    const controller = new AbortController()
    controller.abort()
    const error = await apiFailure(
      api.get('/hydromodels/', organisation, { signal: controller.signal }),
    )
    expect(error.kind).toBe('aborted')
  })

  it('never puts the token in a message, URL or endpoint', async () => {
    server.use(http.get(`${BASE}/a/`, () => HttpResponse.json({ detail: 'no' }, { status: 403 })))
    const error = await apiFailure(api.get('/a/', organisation))
    expect(JSON.stringify([error.message, error.url, error.endpoint, error.body])).not.toContain(
      TOKEN,
    )
  })
})

describe('lists', () => {
  const names = ['a', 'b', 'c', 'd', 'e']

  function servePages() {
    const requested: string[] = []
    server.use(
      http.get(`${BASE}/organisations/`, ({ request }) => {
        const url = new URL(request.url)
        requested.push(url.search)
        const limit = Number(url.searchParams.get('limit'))
        const offset = Number(url.searchParams.get('offset') ?? 0)
        // A proxy-rewritten host in `next`: the client must keep talking to its own base URL.
        const next = new URL('http://internal:8000/v3/organisations/')
        next.searchParams.set('limit', String(limit))
        next.searchParams.set('offset', String(offset + limit))
        return HttpResponse.json({
          count: names.length,
          next: offset + limit < names.length ? next.href : null,
          previous: null,
          results: names
            .slice(offset, offset + limit)
            .map((name) => ({ unique_id: name, name: name.toUpperCase() })),
        })
      }),
    )
    return requested
  }

  it('parses one page of the envelope', async () => {
    servePages()
    const page = await api.list('/organisations/', organisation, { query: { limit: 2 } })
    expect(page.count).toBe(5)
    expect(page.results.map((item) => item.unique_id)).toEqual(['a', 'b'])
    expect(page.next).not.toBeNull()
  })

  it('walks next until the last page, keeping to the configured host', async () => {
    const requested = servePages()
    const all = await api.listAll('/organisations/', organisation, { pageSize: 2 })
    expect(all.map((item) => item.unique_id)).toEqual(names)
    expect(requested).toEqual(['?limit=2', '?limit=2&offset=2', '?limit=2&offset=4'])
  })

  it('stops at maxItems', async () => {
    const requested = servePages()
    const some = await api.listAll('/organisations/', organisation, { pageSize: 2, maxItems: 3 })
    expect(some.map((item) => item.unique_id)).toEqual(['a', 'b', 'c'])
    expect(requested).toHaveLength(2)
  })

  it('reads every page row by row: a bad row is named by its place in the whole list', async () => {
    server.use(
      http.get(`${BASE}/organisations/`, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
        const rows = [
          [
            { unique_id: 'a', name: 'A' },
            { unique_id: 'b', name: 'B' },
          ],
          [
            { unique_id: 'c', name: 7, id: 123 },
            { unique_id: 'd', name: 'D' },
          ],
        ][offset / 2]
        const next = offset === 0 ? `${BASE}/organisations/?limit=2&offset=2` : null
        return HttpResponse.json({ count: 4, next, previous: null, results: rows })
      }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const all = await api.readAll('/organisations/', organisation, { pageSize: 2 })
    expect(all.rows.map((item) => item.unique_id)).toEqual(['a', 'b', 'd'])
    expect(all.unreadable).toMatchObject([{ index: 2, id: 123, fields: [{ path: 'name' }] }])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('does not loop when a server keeps answering the same next link', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}/organisations/`, () => {
        calls += 1
        const results = [{ unique_id: String(calls), name: 'x' }]
        return HttpResponse.json({
          count: 9,
          next: `${BASE}/organisations/?offset=1`,
          previous: null,
          results,
        })
      }),
    )
    await expect(api.listAll('/organisations/', organisation)).resolves.toHaveLength(2)
    expect(calls).toBe(2)
  })
})
