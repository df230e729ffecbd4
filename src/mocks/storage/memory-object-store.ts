import { etagOf } from './hash'
import type { ObjectStore, StoredObject } from './object-store'
import { createUrlSigner, randomSigningSecret } from './url-signing'

export type SignedMethod = 'GET' | 'PUT'
export type SignatureCheck =
  { ok: true; key: string } | { ok: false; reason: 'unsigned' | 'bad-signature' | 'expired' }

export type MemoryObjectStore = ObjectStore & {
  readonly baseUrl: string
  checkUrl: (url: URL, method: SignedMethod) => Promise<SignatureCheck>
  receiveUpload: (key: string, body: Uint8Array, contentType: string) => Promise<StoredObject>
  clear: () => void
}

export type ObjectStoreOptions = {
  baseUrl: string
  now: () => Date
  secret?: string
}

const DEFAULT_TTL_SECONDS = 3600

export function createObjectStore(options: ObjectStoreOptions): MemoryObjectStore {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const signer = createUrlSigner(options.secret ?? randomSigningSecret())
  const objects = new Map<string, StoredObject>()
  const lazy = new Map<string, { produce: () => Uint8Array | Promise<Uint8Array>; type: string }>()
  // Simultaneous first reads of a generated file share one generation (a 100k-cell grid is large).
  const generating = new Map<string, Promise<StoredObject | undefined>>()
  const listeners: ((key: string, object: StoredObject) => void | Promise<void>)[] = []
  const nowSeconds = () => Math.floor(options.now().getTime() / 1000)
  const signed = (method: string, key: string, expires: string) => `${method}\n${key}\n${expires}`

  const put = (key: string, body: Uint8Array, contentType = 'application/octet-stream') => {
    const object = { body, contentType, etag: etagOf(body) }
    objects.set(key, object)
    lazy.delete(key)
    return object
  }

  return {
    baseUrl,
    put,
    putLazy: (key, produce, contentType = 'application/octet-stream') => {
      objects.delete(key)
      lazy.set(key, { produce, type: contentType })
    },
    get: (key) => {
      const pending = lazy.get(key)
      if (!pending) return Promise.resolve(objects.get(key))
      const inFlight = generating.get(key)
      if (inFlight) return inFlight
      const generation = Promise.resolve(pending.produce())
        .then((body) =>
          lazy.get(key) === pending ? put(key, body, pending.type) : objects.get(key),
        )
        .finally(() => generating.delete(key))
      generating.set(key, generation)
      return generation
    },
    has: (key) => objects.has(key) || lazy.has(key),
    peek: (key) => objects.get(key),
    presign: async (key, method, ttlSeconds = DEFAULT_TTL_SECONDS) => {
      const expires = String(nowSeconds() + ttlSeconds)
      const url = new URL(`${baseUrl}/${encodeKey(key)}`)
      url.searchParams.set('Expires', expires)
      url.searchParams.set('Signature', await signer.sign(signed(method, key, expires)))
      return url.toString()
    },
    onUpload: (listener) => {
      listeners.push(listener)
    },
    checkUrl: async (url, method) => {
      const key = keyOf(baseUrl, url)
      const expires = url.searchParams.get('Expires')
      const given = url.searchParams.get('Signature')
      if (key === undefined || !expires || !given) return { ok: false, reason: 'unsigned' }
      if (!(await signer.verify(signed(method, key, expires), given))) {
        return { ok: false, reason: 'bad-signature' }
      }
      if (nowSeconds() > Number(expires)) return { ok: false, reason: 'expired' }
      return { ok: true, key }
    },
    receiveUpload: async (key, body, contentType) => {
      const object = put(key, body, contentType)
      // The bytes are stored: a listener that failed still leaves the upload answered 200.
      await Promise.allSettled(listeners.map((listener) => listener(key, object)))
      return object
    },
    clear: () => {
      objects.clear()
      lazy.clear()
    },
  }
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/')
}

export function keyOf(baseUrl: string, url: URL): string | undefined {
  const prefix = `${new URL(baseUrl).pathname.replace(/\/+$/, '')}/`
  if (!url.pathname.startsWith(prefix)) return undefined
  try {
    const key = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/')
    return key === '' ? undefined : key
  } catch {
    return undefined
  }
}
