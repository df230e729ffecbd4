import { browserKeyValue, type KeyValue } from '@/workflows/browser/browser-key-value'
import { keyValuePersistence, worldRevision, type KeyValueStore } from './persistence'
import type { WorldPersistence } from './store'
import { acrossTabs } from './tab-lock'

export const WORLD_REVISION_DATABASE = 'polder-mock-world'
const LATEST = 'revision'

/** How long a tab waits for its localStorage to show the world another tab saved. */
export const SEEN_WAIT_MS = 3000

/** localStorage shows another tab's save late: the holder records its revision in IndexedDB. */
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
      if (saved && revision !== null) recorded = latest.set(LATEST, revision).catch(() => undefined)
      return saved
    },
    exclusive: (work) =>
      acrossTabs(async () => {
        const revision = await latest.get(LATEST).catch(() => undefined)
        // Past the wait it goes on: a save that never arrives here must not stop the demo for good.
        await untilSeen(store, revision, events)
        try {
          return await work()
        } finally {
          await recorded
        }
      }),
  }
}

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
