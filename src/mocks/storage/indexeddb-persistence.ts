import { indexedDbStore } from './indexeddb-store'
import type { ObjectPersistence, PersistedObject } from './object-persistence'

function isPersistedObject(value: unknown): value is PersistedObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'key') === 'string' &&
    Reflect.get(value, 'body') instanceof Uint8Array &&
    typeof Reflect.get(value, 'contentType') === 'string'
  )
}

export function indexedDbPersistence(): ObjectPersistence {
  const objects = indexedDbStore('polder-mock-storage', 'objects', { keyPath: 'key' })
  return {
    save: async (object) => {
      await objects.run('readwrite', (store) => store.put(object))
    },
    loadAll: async () => {
      const all = await objects.run('readonly', (store) => store.getAll())
      return all.filter(isPersistedObject)
    },
    clear: async () => {
      await objects.run('readwrite', (store) => store.clear())
    },
  }
}
