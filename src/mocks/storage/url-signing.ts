/**
 * Signatures of pre-signed storage URLs: HMAC-SHA256 under a secret nobody outside the running
 * mock knows. WebCrypto, so one implementation serves the service-worker demo and Node 20.
 */
export type UrlSigner = {
  sign: (text: string) => Promise<string>
  /** Constant-time: WebCrypto compares, never a string `===`. */
  verify: (text: string, signature: string) => Promise<boolean>
}

const encoder = new TextEncoder()

/** 32 random bytes as hex: a fresh secret (per server process, per demo install). */
export function randomSigningSecret(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
}

/** Where the browser demo keeps its secret, beside its world (the same `localStorage`). */
export const STORAGE_SECRET_KEY = 'polder.mock-storage-secret'

/**
 * The demo's secret, made once per install and kept, so a URL signed before a reload (or in
 * another tab) still verifies. Storage that refuses the write gives a secret for this page only.
 */
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
