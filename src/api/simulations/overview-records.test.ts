import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ApiClient } from '@/api/client'
import { setSessionClient } from '@/api/session-client'
import { simulationKeys } from './queries'
import { addOverviewRecord, overviewRecordPoster, removeOverviewRecord } from './overview-records'

type Call = { method: string; path: string; body?: unknown; schema?: unknown }

function clientRecording(calls: Call[]) {
  const client = new QueryClient()
  const api = {
    post: (path: string, body: unknown, schema: unknown) =>
      Promise.resolve(void calls.push({ method: 'POST', path, body, schema })),
    delete: (path: string) => Promise.resolve(void calls.push({ method: 'DELETE', path })),
  }
  setSessionClient(client, api as unknown as ApiClient)
  client.setQueryData(simulationKeys.events(7), {})
  return client
}
const overviewStale = (client: QueryClient) =>
  client.getQueryState(simulationKeys.events(7))?.isInvalidated
const collectionOf = (id: number, kind: 'a' | 'b') => `/simulations/${id}/${kind}/`

describe('addOverviewRecord', () => {
  it('posts to its kind’s collection, reads the answer with its kind’s schema, refreshes the overview', async () => {
    const calls: Call[] = []
    const client = clientRecording(calls)
    const answers = { a: z.object({ a: z.string() }), b: z.object({ b: z.number() }) }
    type Addition = { kind: 'a'; body: { x: number } } | { kind: 'b'; body: { y: number } }
    const post = overviewRecordPoster<'a' | 'b', Addition>(collectionOf, answers)
    await new MutationObserver(client, addOverviewRecord(7, post)).mutate({
      kind: 'b',
      body: { y: 1 },
    })
    expect(calls).toEqual([
      { method: 'POST', path: '/simulations/7/b/', body: { y: 1 }, schema: answers.b },
    ])
    expect(overviewStale(client)).toBe(true)
  })
})

describe('removeOverviewRecord', () => {
  it('deletes the record from its kind’s collection and refreshes the events overview', async () => {
    const calls: Call[] = []
    const client = clientRecording(calls)
    await new MutationObserver(client, removeOverviewRecord(7, collectionOf)).mutate({
      kind: 'b',
      id: 3,
    })
    expect(calls).toEqual([{ method: 'DELETE', path: '/simulations/7/b/3/' }])
    expect(overviewStale(client)).toBe(true)
  })
})
