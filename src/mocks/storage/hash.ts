/**
 * cyrb53, a fast non-cryptographic 53-bit hash. The mock needs stable ETags and URL signatures
 * that cannot be guessed by accident, synchronously and in both the browser and Node; real
 * secrecy is not a goal of a mock.
 */
export function hashBytes(bytes: Uint8Array, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (const byte of bytes) {
    h1 = Math.imul(h1 ^ byte, 2654435761)
    h2 = Math.imul(h2 ^ byte, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

const encoder = new TextEncoder()

/** Two seeds side by side: a 106-bit keyed digest of a text. */
export function signText(secret: string, text: string): string {
  const bytes = encoder.encode(`${secret}\n${text}`)
  return hashBytes(bytes, 1) + hashBytes(bytes, 2)
}

/** A quoted ETag, as object stores send it. */
export function etagOf(bytes: Uint8Array): string {
  return `"${hashBytes(bytes)}${bytes.length.toString(16)}"`
}
