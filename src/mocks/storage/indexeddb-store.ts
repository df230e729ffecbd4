/** One object store in its own IndexedDB database; `run` resolves on commit, rejects on abort. */
export function indexedDbStore(
  database: string,
  store: string,
  options?: IDBObjectStoreParameters,
) {
  let opened: Promise<IDBDatabase> | undefined
  // A failed or closed connection is forgotten, so the next use opens afresh.
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
        // Not prevented: that would let the transaction commit as if the write had succeeded.
        transaction.onabort = () =>
          reject(transaction.error ?? request.error ?? new Error('IndexedDB aborted'))
      })
    },
  }
}
