import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refreshAfterChange, refreshing } from './refresh'

function clientWith(keys: string[][]) {
  const client = new QueryClient()
  for (const key of keys) client.setQueryData(key, 'old')
  return client
}
const stale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated

describe('refreshAfterChange', () => {
  it('marks every query under the given keys stale, and no other', async () => {
    const client = clientWith([
      ['simulation', '1', 'events'],
      ['simulation', '1', 'breaches'],
      ['models'],
    ])
    await refreshAfterChange(client, [
      ['simulation', '1', 'events'],
      ['simulation', '1', 'breaches'],
    ])
    expect(stale(client, ['simulation', '1', 'events'])).toBe(true)
    expect(stale(client, ['simulation', '1', 'breaches'])).toBe(true)
    expect(stale(client, ['models'])).toBe(false)
  })
})

describe('refreshing', () => {
  const run = (client: QueryClient, mutationFn: () => Promise<string>) =>
    new MutationObserver(client, { mutationFn, onSettled: refreshing(['events']) })
      .mutate(undefined)
      .catch(() => undefined)

  it('refreshes after a change that succeeded', async () => {
    const client = clientWith([['events']])
    await run(client, () => Promise.resolve('done'))
    expect(stale(client, ['events'])).toBe(true)
  })

  it('refreshes after a refused change too: another tab may have changed the same thing', async () => {
    const client = clientWith([['events']])
    await run(client, () => Promise.reject(new Error('409')))
    expect(stale(client, ['events'])).toBe(true)
  })
})
