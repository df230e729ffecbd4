import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import type { z } from 'zod'
import { listEnvelope } from '@/api/schemas/common'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createTestBackend, TEST_API_BASE } from '@/mocks/node'

/** A fixed "now" three weeks after the seed anchor, as the demo would see it. */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z')

export type Answer = { status: number; body: unknown }
type CallOptions = { method?: string; body?: unknown; token?: string | null }

/**
 * The seeded backend behind msw/node with a clock the test moves; every test starts from a
 * freshly seeded world at TEST_NOW. Tests talk HTTP, as the app does.
 */
export function setupSimulationBackend() {
  let now = TEST_NOW
  const { server, backend } = createTestBackend({ now: () => now })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  beforeEach(() => {
    now = TEST_NOW
    backend.reset()
  })

  async function api(path: string, options: CallOptions = {}): Promise<Answer> {
    const token = options.token === undefined ? DEMO_TOKENS.modeller : options.token
    const headers = new Headers({ accept: 'application/json' })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (options.body !== undefined) headers.set('Content-Type', 'application/json')
    const response = await fetch(`${TEST_API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    const body: unknown = text === '' ? null : JSON.parse(text)
    return { status: response.status, body }
  }

  return {
    backend,
    api,
    /** Moves the clock forward by real seconds. */
    tick: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000)
    },
    now: () => now,
  }
}

/**
 * List helpers for one collection: `list(query)` reads up to 250 records, and `expectFilter`
 * checks that the filtered answer is exactly the records of the whole list passing `predicate`,
 * and that the filter finds some records but not all (so the check can fail).
 */
export function listChecks<Item extends { id: number }>(
  api: (path: string, options?: CallOptions) => Promise<Answer>,
  path: string,
  item: z.ZodType<Item>,
) {
  const page = listEnvelope(item)
  async function list(query = '', token?: string) {
    const answer = await api(`${path}?limit=250${query ? `&${query}` : ''}`, { token })
    expect(answer.status).toBe(200)
    return page.parse(answer.body)
  }
  async function expectFilter(query: string, predicate: (record: Item) => boolean) {
    const all = (await list()).results
    const filtered = (await list(query)).results
    const expected = all.filter(predicate).map((record) => record.id)
    expect(filtered.map((record) => record.id)).toEqual(expected)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(all.length)
    return filtered
  }
  return { list, expectFilter }
}
