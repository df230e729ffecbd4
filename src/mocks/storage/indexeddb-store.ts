/**
 * One object store in its own IndexedDB database, opened on first use: the demo's uploads
 * (indexeddb-persistence.ts) and its generated model files (generated-file-cache.ts) each keep one.
 * `run` is one request in one transaction: it resolves when the transaction commits and rejects
 * (nothing written) when it aborts.
 */
export function indexedDbStore(
  database: string,
  store: string,
  options?: IDBObjectStoreParameters,
) {
  let opened: Promise<IDBDatabase> | undefined
  // A failed open, or a connection the browser closed (storage cleared in DevTools, eviction),
  // is forgotten, so the next use opens afresh instead of failing for the rest of the session.
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(store, options)
      request.onsuccess = () => {
        request.result.onclose = () => (opened = undefined)
        resolve(request.result)
      }
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
    }).catch((error: unknown) => {
      opened = undefined
      throw error
    }))
  return {
    run: async <T>(
      mode: IDBTransactionMode,
      work: (objects: IDBObjectStore) => IDBRequest<T>,
    ): Promise<T> => {
      const transaction = (await open()).transaction(store, mode)
      const request = work(transaction.objectStore(store))
      return new Promise((resolve, reject) => {
        transaction.oncomplete = () => resolve(request.result)
        // A failed request aborts its transaction (its error event is left to run its course):
        // preventing it would let the transaction commit as if the write had succeeded.
        transaction.onabort = () =>
          reject(transaction.error ?? request.error ?? new Error('IndexedDB aborted'))
      })
    },
  }
}
