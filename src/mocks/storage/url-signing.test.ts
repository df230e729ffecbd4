import { describe, expect, it } from 'vitest'
import { hashBytes } from './hash'
import { createObjectStore } from './memory-object-store'
import { createStorageHandler } from './storage-handler'

const BASE = 'http://storage.test/mock-storage'
const KEY = 'simulations/7/rain-netcdf/3/rain.nc'
const now = () => new Date('2026-11-21T12:00:00Z')

function storage(secret?: string) {
  const store = createObjectStore({ baseUrl: BASE, now, ...(secret ? { secret } : {}) })
  store.put(KEY, new TextEncoder().encode('the modeller’s rain'))
  return { store, handle: createStorageHandler(store) }
}

/** What anyone who read the repository could compute: the old constant secret and cyrb53 pair. */
function forgedWithTheOldConstant(method: 'GET' | 'PUT', expires: number): string {
  const text = new TextEncoder().encode(`polder-mock-storage\n${method}\n${KEY}\n${expires}`)
  const url = new URL(`${BASE}/${KEY}`)
  url.searchParams.set('Expires', String(expires))
  url.searchParams.set('Signature', hashBytes(text, 1) + hashBytes(text, 2))
  return url.toString()
}

const TEN_YEARS = Math.floor(now().getTime() / 1000) + 10 * 365 * 86_400

describe('pre-signed storage URLs cannot be forged', () => {
  it('refuses a ten-year URL signed with the old constant secret, for GET and PUT', async () => {
    const { store, handle } = storage()
    const read = await handle(new Request(forgedWithTheOldConstant('GET', TEN_YEARS)))
    expect(read.status).toBe(403)
    const overwrite = await handle(
      new Request(forgedWithTheOldConstant('PUT', TEN_YEARS), { method: 'PUT', body: 'mine now' }),
    )
    expect(overwrite.status).toBe(403)
    expect(new TextDecoder().decode((await store.get(KEY))?.body)).toBe('the modeller’s rain')
  })

  it('refuses a fresh URL whose key or expiry was changed, and serves it unchanged', async () => {
    const { handle, store } = storage()
    const fresh = new URL(await store.presign(KEY, 'GET'))
    const otherKey = new URL(fresh)
    otherKey.pathname = '/mock-storage/simulations/8/rain-netcdf/3/rain.nc'
    const later = new URL(fresh)
    later.searchParams.set('Expires', String(TEN_YEARS))
    expect((await handle(new Request(otherKey))).status).toBe(403)
    expect((await handle(new Request(later))).status).toBe(403)
    expect((await handle(new Request(fresh))).status).toBe(200)
  })

  it('signs with a random secret of its own unless given one (one per server process)', async () => {
    const first = storage()
    const second = storage()
    const url = await first.store.presign(KEY, 'GET')
    expect((await first.handle(new Request(url))).status).toBe(200)
    expect((await second.handle(new Request(url))).status).toBe(403)
    const kept = storage('a secret kept with the demo data')
    const again = storage('a secret kept with the demo data')
    expect((await again.handle(new Request(await kept.store.presign(KEY, 'GET')))).status).toBe(200)
  })
})
