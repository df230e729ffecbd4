import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestQueryClient } from '@/testing/test-query-client'
import { authKeys, organisationsQuery, profileQuery } from './queries'

const BASE = 'http://api.test/v3'
const server = setupServer()
const profile = { username: 'modeller', first_name: 'Maartje', last_name: 'de Vries', email: 'm@x' }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('auth queries', () => {
  it('nests keys under auth, so one invalidation covers both', () => {
    expect(authKeys.profile()).toEqual(['auth', 'profile'])
    expect(authKeys.organisations()).toEqual(['auth', 'organisations'])
    expect(profileQuery().queryKey).toEqual(authKeys.profile())
  })

  it('fetches the profile', async () => {
    server.use(http.get(`${BASE}/auth/profile/`, () => HttpResponse.json(profile)))
    const client = createTestQueryClient()
    await expect(client.fetchQuery(profileQuery())).resolves.toEqual(profile)
  })

  it('fetches every organisation across pages', async () => {
    server.use(
      http.get(`${BASE}/organisations/`, ({ request }) => {
        const last = new URL(request.url).searchParams.has('offset')
        return HttpResponse.json({
          count: 2,
          next: last ? null : `${BASE}/organisations/?limit=1&offset=1`,
          previous: null,
          results: [last ? { unique_id: 'b', name: 'B' } : { unique_id: 'a', name: 'A' }],
        })
      }),
    )
    const client = createTestQueryClient()
    const organisations = await client.fetchQuery(organisationsQuery())
    expect(organisations.rows.map((item) => item.name)).toEqual(['A', 'B'])
  })
})
