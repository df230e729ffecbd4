export type StoredObject = { body: Uint8Array; contentType: string; etag: string }

export type ObjectStore = {
  put: (key: string, body: Uint8Array, contentType?: string) => StoredObject
  putLazy: (
    key: string,
    produce: () => Uint8Array | Promise<Uint8Array>,
    contentType?: string,
  ) => void
  get: (key: string) => Promise<StoredObject | undefined>
  has: (key: string) => boolean
  peek: (key: string) => StoredObject | undefined
  presign: (key: string, method: 'GET' | 'PUT', ttlSeconds?: number) => Promise<string>
  onUpload: (listener: (key: string, object: StoredObject) => void | Promise<void>) => void
}
