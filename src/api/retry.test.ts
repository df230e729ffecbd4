import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApiClient, type ApiClient } from './client'
import { ApiError } from './errors'
import { defaultRetryPolicy, parseRetryAfter, retryDelayMs, sleep, type Sleep } from './retry'

const BASE = 'http://api.test/v3'
const server = setupServer()
const answer = z.object({ ok: z.boolean() })
let waits: number[] = []
const instantSleep: Sleep = async (ms) => {
  waits.push(ms)
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
let api: ApiClient
beforeEach(() => {
  waits = []
  api = createApiClient({ baseUrl: BASE, token: 'token', sleep: instantSleep })
})

/** Answers with `failures` in turn, then 200; counts the calls. */
function serveFailures(method: 'get' | 'post', failures: Array<() => Response>) {
  const calls = { count: 0 }
  server.use(
    http[method](`${BASE}/flaky/`, () => {
      const failure = failures[calls.count]
      calls.count += 1
      return failure ? failure() : HttpResponse.json({ ok: true })
    }),
  )
  return calls
}

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    HttpResponse.json({ detail: `status ${code}` }, { status: code, headers })

describe('GET retries', () => {
  it.each([500, 502, 503, 504])('retries a %i and succeeds', async (code) => {
    const calls = serveFailures('get', [status(code), status(code)])
    await expect(api.get('/flaky/', answer)).resolves.toEqual({ ok: true })
    expect(calls.count).toBe(3)
    expect(waits).toHaveLength(2)
  })

  it('retries network errors', async () => {
    const calls = serveFailures('get', [() => HttpResponse.error()])
    await expect(api.get('/flaky/', answer)).resolves.toEqual({ ok: true })
    expect(calls.count).toBe(2)
  })

  it('gives up after three retries with the last error', async () => {
    const calls = serveFailures(
      'get',
      Array.from({ length: 9 }, () => status(503)),
    )
    await expect(api.get('/flaky/', answer)).rejects.toMatchObject({ status: 503 })
    expect(calls.count).toBe(4)
    expect(waits).toHaveLength(3)
  })

  it('waits as long as Retry-After says on a 429, capped at 30 s', async () => {
    serveFailures('get', [
      status(429, { 'Retry-After': '2' }),
      status(429, { 'Retry-After': '3600' }),
    ])
    await expect(api.get('/flaky/', answer)).resolves.toEqual({ ok: true })
    expect(waits).toEqual([2000, 30_000])
  })

  it.each([400, 401, 403, 404, 409])('does not retry a %i', async (code) => {
    const calls = serveFailures('get', [status(code)])
    await expect(api.get('/flaky/', answer)).rejects.toMatchObject({ status: code })
    expect(calls.count).toBe(1)
  })

  it('does not retry an unexpected answer', async () => {
    const calls = serveFailures('get', [() => HttpResponse.json({ ok: 'yes' })])
    await expect(api.get('/flaky/', answer)).rejects.toMatchObject({ kind: 'unexpected-answer' })
    expect(calls.count).toBe(1)
  })

  it('stops waiting when the request is cancelled', async () => {
    const controller = new AbortController()
    const abortWhileWaiting: Sleep = (ms, signal) => {
      const waiting = sleep(ms, signal)
      controller.abort()
      return waiting
    }
    api = createApiClient({ baseUrl: BASE, token: null, sleep: abortWhileWaiting })
    const calls = serveFailures('get', [status(503, { 'Retry-After': '30' })])
    const request = api.get('/flaky/', answer, { signal: controller.signal })
    await expect(request).rejects.toMatchObject({ kind: 'aborted' })
    expect(calls.count).toBe(1)
  })
})

describe('other methods never retry by themselves', () => {
  it('sends a failing POST once', async () => {
    const calls = serveFailures('post', [status(503), status(503)])
    await expect(api.post('/flaky/', {}, answer)).rejects.toMatchObject({ status: 503 })
    expect(calls.count).toBe(1)
    expect(waits).toEqual([])
  })

  it('sends a POST that hit a network error once', async () => {
    const calls = serveFailures('post', [() => HttpResponse.error()])
    await expect(api.post('/flaky/', {}, answer)).rejects.toMatchObject({ kind: 'network' })
    expect(calls.count).toBe(1)
  })
})

describe('delays', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-01T00:00:00Z')
    expect(parseRetryAfter('5', now)).toBe(5000)
    expect(parseRetryAfter('Sun, 01 Nov 2026 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfter('Sat, 31 Oct 2026 00:00:10 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter('-1', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })

  it('backs off exponentially with jitter, within the cap', () => {
    const error = new ApiError({ kind: 'http', method: 'GET', url: `${BASE}/x/`, status: 503 })
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, r) => {
          const ceiling = Math.min(defaultRetryPolicy.maxDelayMs, 500 * 2 ** retry)
          const delay = retryDelayMs(error, retry, defaultRetryPolicy, () => r)
          expect(delay).toBeGreaterThanOrEqual(ceiling / 2)
          expect(delay).toBeLessThanOrEqual(ceiling)
        },
      ),
    )
  })
})
