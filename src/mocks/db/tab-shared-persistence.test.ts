import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { createMockBackend } from '../handlers'
import { DEMO_TOKENS } from './accounts'
import { loadWorld, type KeyValueStore } from './persistence'
import { SEEN_WAIT_MS, tabSharedPersistence } from './tab-shared-persistence'
import { newRunBody } from '@/testing/new-run'

const API = 'http://demo.test/v3'
const NOW = new Date('2026-11-21T12:00:00Z')

/**
 * One tab's copy of the demo's localStorage, as Chromium keeps it: another tab's writes reach it
 * only when `deliver` is called, followed by a 'storage' event.
 */
type TabStorage = {
  items: Map<string, string>
  events: EventTarget
  store: KeyValueStore
  deliverTo: (other: TabStorage) => void
}

function tabStorage(): TabStorage {
  const items = new Map<string, string>()
  const events = new EventTarget()
  const sent: [string, string][] = []
  const store: KeyValueStore = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
      sent.push([key, value])
    },
    removeItem: (key) => void items.delete(key),
  }
  // The writes made here so far reach `other`, as the browser hands them on some time later.
  const deliverTo = (other: TabStorage) => {
    for (const [key, value] of sent.splice(0)) other.items.set(key, value)
    other.events.dispatchEvent(new Event('storage'))
  }
  return { items, events, store, deliverTo }
}

function createRequest(name: string) {
  return new Request(`${API}/simulations/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(newRunBody({ name, hydromodel: 1 })),
  })
}

describe('the demo world shared by tabs whose localStorage lags', () => {
  it('reads the world another tab saved before changing it, once its copy shows that save', async () => {
    const latest = memoryKeyValue<string>()
    const a = tabStorage()
    const b = tabStorage()
    const open = (tab: TabStorage) =>
      createMockBackend({
        now: () => NOW,
        persistence: tabSharedPersistence(tab.store, latest, tab.events),
      })
    const tabA = open(a)
    a.deliverTo(b)
    const tabB = open(b)

    expect((await tabA.handleApi(createRequest('Made in tab A'))).status).toBe(201)
    // Tab B's copy does not show tab A's save yet: it must wait for it, not save over it.
    const waiting = new Promise<'waits'>((resolve) => {
      const listen = b.events.addEventListener.bind(b.events)
      b.events.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
        listen(...args)
        resolve('waits')
      }
    })
    const answerB = tabB.handleApi(createRequest('Made in tab B'))
    expect(await Promise.race([waiting, answerB.then(() => 'answered at once')])).toBe('waits')
    a.deliverTo(b)
    expect((await answerB).status).toBe(201)

    const names = (loadWorld(b.store)?.simulations ?? []).map((simulation) => simulation.name)
    expect(names).toEqual(expect.arrayContaining(['Made in tab A', 'Made in tab B']))
  })

  afterEach(() => vi.useRealTimers())

  it('goes on after its wait when the recorded save never arrives (localStorage cleared)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const latest = memoryKeyValue<string>()
    const tab = tabStorage()
    const backend = createMockBackend({
      now: () => NOW,
      persistence: tabSharedPersistence(tab.store, latest, tab.events),
    })
    await latest.set('revision', 'a save this storage will never show')
    const answer = backend.handleApi(createRequest('Made after the wait'))
    await vi.advanceTimersByTimeAsync(SEEN_WAIT_MS)
    expect((await answer).status).toBe(201)
  })
})
