import { z } from 'zod'
import { emptyWorld, WORLD_VERSION } from './create-world'
import type { WorldPersistence } from './store'
import type { World } from './world'

export const WORLD_STORAGE_KEY = 'polder.mock-world'
export const WORLD_REVISION_KEY = 'polder.mock-world.revision'

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const COLLECTIONS = ['organisations', 'users', 'models', 'sequences'] as const

function looksLikeWorld(value: unknown): value is World {
  if (typeof value !== 'object' || value === null) return false
  return COLLECTIONS.every((name) => typeof Reflect.get(value, name) === 'object')
}

/** Only the envelope and the version are checked: the world itself was written by this code. */
const persisted = z.object({
  version: z.literal(WORLD_VERSION),
  world: z.custom<World>(looksLikeWorld, 'Not a mock world'),
})

export function loadWorld(store: KeyValueStore): World | null {
  const text = store.getItem(WORLD_STORAGE_KEY)
  if (text === null) return null
  try {
    const result = persisted.safeParse(JSON.parse(text))
    // Collections added since a world was stored start empty, so the version did not change.
    return result.success ? { ...emptyWorld(), ...result.data.world } : null
  } catch {
    return null
  }
}

export function saveWorld(store: KeyValueStore, world: World): boolean {
  try {
    store.setItem(WORLD_STORAGE_KEY, JSON.stringify({ version: WORLD_VERSION, world }))
    store.setItem(WORLD_REVISION_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`)
    return true
  } catch {
    return false
  }
}

export function clearWorld(store: KeyValueStore): void {
  store.removeItem(WORLD_STORAGE_KEY)
  store.removeItem(WORLD_REVISION_KEY)
}

export function worldRevision(store: KeyValueStore): string | null {
  return store.getItem(WORLD_REVISION_KEY)
}

export function keyValuePersistence(store: KeyValueStore, shared = true): WorldPersistence {
  return {
    load: () => loadWorld(store),
    save: (world) => saveWorld(store, world),
    revision: () => worldRevision(store),
    shared,
  }
}
