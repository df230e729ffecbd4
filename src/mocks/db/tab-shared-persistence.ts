import { browserKeyValue, type KeyValue } from '@/workflows/browser/browser-key-value'
import { keyValuePersistence, worldRevision, type KeyValueStore } from './persistence'
import type { WorldPersistence } from './store'
import { acrossTabs } from './tab-lock'

/** The IndexedDB database holding the revision of the demo world last saved by any tab. */
export const WORLD_REVISION_DATABASE = 'polder-mock-world'
const LATEST = 'revision'

/** How long a tab waits for its localStorage to show the world another tab saved. */
export const SEEN_WAIT_MS = 3000

/**
 * The demo's world in localStorage, shared by its tabs, each transaction under one Web Lock
 * (decision 0026). localStorage alone cannot tell a tab that its copy is stale: Chromium hands
 * another tab's save to this tab's copy a little later, even after that tab released the lock.
 * So the lock holder also records its revision in IndexedDB, which every tab reads alike, and the
 * next holder waits until its localStorage shows that revision before it reads the world.
 */
export function tabSharedPersistence(
  store: KeyValueStore,
  latest: KeyValue<string> = browserKeyValue<string>(WORLD_REVISION_DATABASE),
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): WorldPersistence {
  const kept = keyValuePersistence(store)
  let recorded: Promise<void> = Promise.resolve()
  return {
    ...kept,
    save: (world) => {
      const saved = kept.save(world)
      const revision = kept.revision()
      // Without IndexedDB (a private window may refuse it) the lock alone is what is left.
      if (saved && revision !== null) recorded = latest.set(LATEST, revision).catch(() => undefined)
      return saved
    },
    exclusive: (work) =>
      acrossTabs(async () => {
        const revision = await latest.get(LATEST).catch(() => undefined)
        // Past the wait it goes on with what it has: a save whose world never arrived here
        // (localStorage cleared, a crash before it was written) must not stop the demo for good.
        await untilSeen(store, revision, events)
        try {
          return await work()
        } finally {
          // The next holder must find this save recorded.
          await recorded
        }
      }),
  }
}

/** Resolves once `store` holds `revision` (at once when nothing was recorded), or after the wait. */
function untilSeen(
  store: KeyValueStore,
  revision: string | undefined,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): Promise<void> {
  const seen = () => revision === undefined || worldRevision(store) === revision
  if (seen()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      events.removeEventListener('storage', check)
      resolve()
    }
    const check = () => {
      if (seen()) done()
    }
    const timer = setTimeout(done, SEEN_WAIT_MS)
    events.addEventListener('storage', check)
  })
}
