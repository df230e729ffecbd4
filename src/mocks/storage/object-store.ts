/** The mock's object store has its own path (port), so the app treats it as a foreign store. */
export type StoredObject = { body: Uint8Array; contentType: string; etag: string }

export type ObjectStore = {
  put: (key: string, body: Uint8Array, contentType?: string) => StoredObject
  /** Registers a generated file, produced on first read and cached. */
  putLazy: (
    key: string,
    produce: () => Uint8Array | Promise<Uint8Array>,
    contentType?: string,
  ) => void
  get: (key: string) => Promise<StoredObject | undefined>
  has: (key: string) => boolean
  /** The object if its bytes exist (stored, or generated already); never starts a generation. */
  peek: (key: string) => StoredObject | undefined
  presign: (key: string, method: 'GET' | 'PUT', ttlSeconds?: number) => Promise<string>
  /** The PUT is answered once the listener's promise settles. */
  onUpload: (listener: (key: string, object: StoredObject) => void | Promise<void>) => void
}
