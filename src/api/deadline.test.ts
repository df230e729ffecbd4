import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient } from './client'
import { defaultDeadlines, secondsText, withDeadline } from './deadline'
import { apiFailure } from '@/testing/api-failure'

const BASE = 'http://api.test/v3'
const ok = z.object({ ok: z.boolean() })

/** A server that takes every request and never answers, counting them. */
function neverAnswering() {
  const calls: { method: string; signal: AbortSignal | null }[] = []
  const fetch: typeof globalThis.fetch = (_input, init) => {
    calls.push({ method: init?.method ?? 'GET', signal: init?.signal ?? null })
    return new Promise<Response>(() => {})
  }
  return { calls, fetch }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('request deadlines', () => {
  it('fails a GET that gets no answer within 20 s, retries included (decision 0001)', async () => {
    const server = neverAnswering()
    const api = createApiClient({ baseUrl: BASE, token: null, fetch: server.fetch })
    const failure = apiFailure(api.get('/simulations/1/', ok))
    await vi.advanceTimersByTimeAsync(defaultDeadlines.getMs - 1)
    expect(server.calls).toHaveLength(1)
    // The first attempt missed its 15 s; a retry runs in what is left of the 20 s.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(server.calls).toHaveLength(2)
    // 15 999 ms have passed; the budget ends at 20 s.
    await vi.advanceTimersByTimeAsync(defaultDeadlines.getTotalMs - defaultDeadlines.getMs - 999)
    const error = await failure
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The server did not answer within 20 s (2 attempts).')
    expect(server.calls.every((call) => call.signal?.aborted)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('spends one budget on all attempts of a GET, however short each one is', async () => {
    const server = neverAnswering()
    const deadlines = { getMs: 1_000, getTotalMs: 3_000 }
    const api = createApiClient({ baseUrl: BASE, token: null, fetch: server.fetch, deadlines })
    const failure = apiFailure(api.get('/organisations/', ok))
    await vi.advanceTimersByTimeAsync(3_000)
    const error = await failure
    expect(error.message).toMatch(/^The server did not answer within 3 s \(\d attempts\)\.$/)
    expect(server.calls.length).toBeGreaterThan(1)
    expect(server.calls.length).toBeLessThanOrEqual(4)
  })

  it('tells who listens which retry of how many runs, and when none does', async () => {
    const server = neverAnswering()
    const api = createApiClient({ baseUrl: BASE, token: null, fetch: server.fetch })
    const seen: (string | null)[] = []
    api.retryProgress.subscribe(() => {
      const now = api.retryProgress.current()
      seen.push(now && `${now.retry} of ${now.of}`)
    })
    const failure = apiFailure(api.get('/organisations/', ok))
    await vi.advanceTimersByTimeAsync(defaultDeadlines.getTotalMs)
    await failure
    expect(seen).toEqual(['1 of 3', null])
    expect(api.retryProgress.current()).toBeNull()
  })

  it('fails a POST after 30 s with one request only', async () => {
    const server = neverAnswering()
    const api = createApiClient({ baseUrl: BASE, token: null, fetch: server.fetch })
    const failure = apiFailure(api.post('/simulations/', { name: 'x' }, ok))
    await vi.advanceTimersByTimeAsync(defaultDeadlines.mutationMs)
    const error = await failure
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The server did not answer within 30 s.')
    await vi.advanceTimersByTimeAsync(5 * defaultDeadlines.mutationMs)
    expect(server.calls).toEqual([expect.objectContaining({ method: 'POST' })])
  })

  it('takes its durations from the client options', async () => {
    const server = neverAnswering()
    const api = createApiClient({
      baseUrl: BASE,
      token: null,
      fetch: server.fetch,
      retry: false,
      deadlines: { getMs: 2_000, mutationMs: 1_500 },
    })
    const get = apiFailure(api.get('/organisations/', ok))
    const patch = apiFailure(api.patch('/simulations/1/', {}, ok))
    await vi.advanceTimersByTimeAsync(2_000)
    expect((await get).message).toBe('The server did not answer within 2 s.')
    expect((await patch).message).toBe('The server did not answer within 1.5 s.')
    expect(api.deadlines).toEqual({ ...defaultDeadlines, getMs: 2_000, mutationMs: 1_500 })
  })

  it('a request the caller cancels is cancelled, not late', async () => {
    const server = neverAnswering()
    const api = createApiClient({ baseUrl: BASE, token: null, fetch: server.fetch, retry: false })
    const caller = new AbortController()
    const failure = apiFailure(api.get('/organisations/', ok, { signal: caller.signal }))
    await vi.advanceTimersByTimeAsync(1_000)
    // The fetch above ignores its signal: the caller's abort must still end the wait, at once.
    caller.abort()
    expect((await failure).kind).toBe('aborted')
  })

  it('an answer within the deadline is the answer, and leaves no timer behind', async () => {
    // Fake timers (beforeEach): the 14 s pass at once when advanced below, no real wait.
    const fetch: typeof globalThis.fetch = () =>
      new Promise((resolve) => setTimeout(() => resolve(Response.json({ ok: true })), 14_000))
    const api = createApiClient({ baseUrl: BASE, token: null, fetch })
    const answer = api.get('/organisations/', ok)
    await vi.advanceTimersByTimeAsync(14_000)
    await expect(answer).resolves.toEqual({ ok: true })
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('withDeadline', () => {
  it('names a miss with the error the caller makes of it', async () => {
    const late = withDeadline(() => new Promise(() => {}), {
      ms: 100,
      onMiss: (miss) => new Error(`late: ${miss.message}`),
      onCancel: () => new Error('cancelled'),
    })
    const settled = late.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled).toEqual(new Error('late: No answer within 0.1 s.'))
  })

  it('writes durations the way messages say them', () => {
    expect(secondsText(15_000)).toBe('15 s')
    expect(secondsText(1_500)).toBe('1.5 s')
  })
})
