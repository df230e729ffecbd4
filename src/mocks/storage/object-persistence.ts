export type PersistedObject = { key: string; body: Uint8Array; contentType: string }

export type ObjectPersistence = {
  save: (object: PersistedObject) => Promise<void>
  loadAll: () => Promise<PersistedObject[]>
  clear: () => Promise<void>
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
}
