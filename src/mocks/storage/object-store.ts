/**
 * The mock's object store: what `get_url`/`put_url` point at. It lives on its own path (its own
 * port for the HTTP server) so the app treats it exactly like a foreign, pre-signed store.
 */
export type StoredObject = { body: Uint8Array; contentType: string; etag: string }

export type ObjectStore = {
  /** Stores bytes under a key (uploads land here too). */
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
  /** A pre-signed absolute URL for one method, expiring after `ttlSeconds` (default 3600). */
  presign: (key: string, method: 'GET' | 'PUT', ttlSeconds?: number) => Promise<string>
  /**
   * Called after every successful PUT, so resources can validate what was uploaded; the PUT is
   * answered once the listener's promise settles (the demo's change waits for the tabs' lock).
   */
  onUpload: (listener: (key: string, object: StoredObject) => void | Promise<void>) => void
}
