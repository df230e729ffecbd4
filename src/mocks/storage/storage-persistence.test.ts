import { describe, expect, it, vi } from 'vitest'
import { createObjectStore } from './memory-object-store'
import type { PersistedObject } from './object-persistence'
import { createStorageHandler } from './storage-handler'

const BASE = 'http://storage.test/mock-storage'
const KEY = 'simulations/7/rain-netcdf/1/rain.nc'

function setup(save: (object: PersistedObject) => Promise<void>) {
  const store = createObjectStore({ baseUrl: BASE, now: () => new Date('2026-11-21T12:00:00Z') })
  const listener = vi.fn()
  store.onUpload(listener)
  const handle = createStorageHandler(store, { persist: save })
  const put = async () =>
    handle(
      new Request(await store.presign(KEY, 'PUT'), {
        method: 'PUT',
        body: new Uint8Array([1, 2, 3]),
        headers: { 'Content-Type': 'application/x-netcdf' },
      }),
    )
  return { store, listener, put }
}

describe('uploads kept durably (the demo: IndexedDB)', () => {
  it('are written before the PUT is answered and the listeners hear of them', async () => {
    const saved: PersistedObject[] = []
    const { store, listener, put } = setup(async (object) => {
      saved.push(object)
    })
    expect((await put()).status).toBe(200)
    expect(saved).toEqual([
      { key: KEY, body: new Uint8Array([1, 2, 3]), contentType: 'application/x-netcdf' },
    ])
    expect(store.has(KEY)).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('answer 507 with a clear message when the quota is full, and keep nothing', async () => {
    const { store, listener, put } = setup(() =>
      Promise.reject(new DOMException('full', 'QuotaExceededError')),
    )
    const response = await put()
    expect(response.status).toBe(507)
    expect(await response.text()).toContain("The demo's browser storage is full")
    expect(store.has(KEY)).toBe(false)
    expect(listener).not.toHaveBeenCalled()
  })

  it('answer 500 for any other failure to write, keeping nothing', async () => {
    const { store, put } = setup(() => Promise.reject(new Error('disk gone')))
    expect((await put()).status).toBe(500)
    expect(store.has(KEY)).toBe(false)
  })
})
