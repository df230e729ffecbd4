/**
 * Where the browser demo keeps uploaded bytes across reloads (IndexedDB: localStorage holds
 * 5 MB at most). `save` settles only once the bytes are durably written, or rejects with nothing
 * written (one IndexedDB transaction), so the store is never half-written.
 */
export type PersistedObject = { key: string; body: Uint8Array; contentType: string }

export type ObjectPersistence = {
  save: (object: PersistedObject) => Promise<void>
  loadAll: () => Promise<PersistedObject[]>
  clear: () => Promise<void>
}

/** The browser refused for lack of room (the quota), as opposed to any other failure. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
}
