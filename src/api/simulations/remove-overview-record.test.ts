import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '@/api/client'
import { setSessionClient } from '@/api/session-client'
import { simulationKeys } from './queries'
import { removeOverviewRecord } from './remove-overview-record'

function clientDeletingInto(deleted: string[]) {
  const client = new QueryClient()
  const api = { delete: (path: string) => Promise.resolve(void deleted.push(path)) }
  setSessionClient(client, api as unknown as ApiClient)
  client.setQueryData(simulationKeys.events(7), {})
  return client
}

describe('removeOverviewRecord', () => {
  it('deletes the record from its kind’s collection and refreshes the events overview', async () => {
    const deleted: string[] = []
    const client = clientDeletingInto(deleted)
    const options = removeOverviewRecord(7, (id, kind: 'a' | 'b') => `/simulations/${id}/${kind}/`)
    await new MutationObserver(client, options).mutate({ kind: 'b', id: 3 })
    expect(deleted).toEqual(['/simulations/7/b/3/'])
    expect(client.getQueryState(simulationKeys.events(7))?.isInvalidated).toBe(true)
  })
})
