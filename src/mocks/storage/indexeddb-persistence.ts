import type { ObjectPersistence, PersistedObject } from './object-persistence'

const DATABASE = 'polder-mock-storage'
const OBJECTS = 'objects'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(OBJECTS, { keyPath: 'key' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
  })
}

/** Runs one transaction; resolves when it commits, rejects (nothing written) when it aborts. */
function transact<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(OBJECTS, mode)
    const request = work(transaction.objectStore(OBJECTS))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onabort = () =>
      reject(transaction.error ?? request.error ?? new Error('IndexedDB aborted'))
    transaction.onerror = (event) => event.preventDefault()
  })
}

function isPersistedObject(value: unknown): value is PersistedObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'key') === 'string' &&
    Reflect.get(value, 'body') instanceof Uint8Array &&
    typeof Reflect.get(value, 'contentType') === 'string'
  )
}

/** The demo's uploaded bytes in IndexedDB (one record per object key). */
export function indexedDbPersistence(): ObjectPersistence {
  let database: Promise<IDBDatabase> | undefined
  const db = () => (database ??= open())
  return {
    save: async (object) => {
      await transact(await db(), 'readwrite', (store) => store.put(object))
    },
    loadAll: async () => {
      const all = await transact(await db(), 'readonly', (store) => store.getAll())
      return all.filter(isPersistedObject)
    },
    clear: async () => {
      await transact(await db(), 'readwrite', (store) => store.clear())
    },
  }
}
