import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createApiClient } from './client'
import { getQuery, listAllQuery, listPageQuery, resourceKeys } from './query-options'
import { setSessionClient } from './session-client'

const item = z.object({ id: z.number() })
const server = setupServer(
  http.get('http://api.test/v3/things/1/', () => HttpResponse.json({ id: 1 })),
  http.get('http://api.test/v3/things/', ({ request }) => {
    const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
    const next = offset === 0 ? 'http://api.test/v3/things/?limit=1&offset=1' : null
    return HttpResponse.json({ count: 2, next, previous: null, results: [{ id: offset + 1 }] })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

function session() {
  const client = new QueryClient()
  setSessionClient(
    client,
    createApiClient({ baseUrl: 'http://api.test/v3', token: null, retry: false }),
  )
  return client
}

describe('resourceKeys', () => {
  it('nests lists and records under the resource, so one invalidation reaches them all', () => {
    const keys = resourceKeys('things')
    expect(keys.all).toEqual(['things'])
    expect(keys.list({ q: 'a' })).toEqual(['things', 'list', { q: 'a' }])
    expect(keys.detail(3)).toEqual(['things', 'detail', 3])
  })
})

describe('query options', () => {
  it('reads one record, every page of a list, or one page', async () => {
    const client = session()
    expect(await client.fetchQuery(getQuery(['thing', 1], '/things/1/', item))).toEqual({ id: 1 })
    expect(await client.fetchQuery(listAllQuery(['things'], '/things/', item))).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      unreadable: [],
    })
    const page = await client.fetchQuery(listPageQuery(['page'], '/things/', item, {}))
    expect(page.results).toEqual([{ id: 1 }])
  })
})
