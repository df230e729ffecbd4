/** HMAC-SHA256 under a secret only the running mock knows; WebCrypto serves worker and Node. */
export type UrlSigner = {
  sign: (text: string) => Promise<string>
  /** Constant-time: WebCrypto compares, never a string `===`. */
  verify: (text: string, signature: string) => Promise<boolean>
}

const encoder = new TextEncoder()

export function randomSigningSecret(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
}

export const STORAGE_SECRET_KEY = 'polder.mock-storage-secret'

/** Made once per install and kept, so a URL signed before a reload or in another tab verifies. */
export function keptSigningSecret(store: Pick<Storage, 'getItem' | 'setItem'>): string {
  const kept = store.getItem(STORAGE_SECRET_KEY)
  if (kept && /^[0-9a-f]{64}$/.test(kept)) return kept
  const secret = randomSigningSecret()
  try {
    store.setItem(STORAGE_SECRET_KEY, secret)
  } catch {
    // Quota or a private window: URLs then last as long as this page.
  }
  return secret
}

export function createUrlSigner(secret: string): UrlSigner {
  const key = globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return {
    sign: async (text) =>
      toHex(new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(text)))),
    verify: async (text, signature) => {
      const bytes = fromHex(signature)
      if (!bytes) return false
      return crypto.subtle.verify('HMAC', await key, bytes, encoder.encode(text))
    },
  }
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) return null
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16))
}
