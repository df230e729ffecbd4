import { describe, expect, it, vi } from 'vitest'
import { createObjectStore } from './memory-object-store'
import { createStorageHandler, MAX_UPLOAD_BYTES } from './storage-handler'

const BASE = 'http://storage.test/mock-storage'
const START = new Date('2026-11-21T12:00:00Z')

function setup(options: { maxUploadBytes?: number } = {}) {
  let now = START
  const store = createObjectStore({ baseUrl: BASE, now: () => now })
  const handle = createStorageHandler(store, options)
  const bytes = new TextEncoder().encode('hello, polder')
  store.put('models/1/gridadmin.h5', bytes, 'application/x-hdf5')
  return {
    store,
    handle,
    bytes,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000)
    },
  }
}

describe('pre-signed URLs', () => {
  it('point below the base URL with an expiry and a signature', async () => {
    const { store } = setup()
    const url = new URL(await store.presign('models/1/gridadmin.h5', 'GET'))
    expect(url.origin + url.pathname).toBe(`${BASE}/models/1/gridadmin.h5`)
    expect(Number(url.searchParams.get('Expires'))).toBe(START.getTime() / 1000 + 3600)
    expect(url.searchParams.get('Signature')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answer 500 when a generated file fails, and try the generation again on the next GET', async () => {
    const { store, handle } = setup()
    let attempts = 0
    store.putLazy('simulations/1/results/results_hydro.nc', () => {
      attempts += 1
      if (attempts === 1) return Promise.reject(new Error('out of memory'))
      return new Uint8Array([1, 2, 3])
    })
    const url = await store.presign('simulations/1/results/results_hydro.nc', 'GET')
    const failed = await handle(new Request(url))
    expect(failed.status).toBe(500)
    expect(await failed.text()).toContain('<Code>InternalError</Code>')
    const retried = await handle(new Request(url))
    expect(retried.status).toBe(200)
    expect(retried.headers.get('Content-Length')).toBe('3')
  })

  it('serve the object with its type, size and ETag', async () => {
    const { store, handle, bytes } = setup()
    const response = await handle(new Request(await store.presign('models/1/gridadmin.h5', 'GET')))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/x-hdf5')
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('answer a byte range with 206 and Content-Range, and an impossible one with 416', async () => {
    const { store, handle, bytes } = setup()
    const url = await store.presign('models/1/gridadmin.h5', 'GET')
    const head = await handle(new Request(url, { method: 'HEAD' }))
    expect(head.headers.get('Accept-Ranges')).toBe('bytes')
    expect(head.headers.get('Access-Control-Expose-Headers')).toContain('Content-Range')
    const part = await handle(new Request(url, { headers: { Range: 'bytes=7-12' } }))
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 7-12/${bytes.length}`)
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('polder')
    const tail = await handle(new Request(url, { headers: { Range: 'bytes=-6' } }))
    expect(new TextDecoder().decode(await tail.arrayBuffer())).toBe('polder')
    const open = await handle(new Request(url, { headers: { Range: 'bytes=7-' } }))
    expect(new TextDecoder().decode(await open.arrayBuffer())).toBe('polder')
    const beyond = await handle(new Request(url, { headers: { Range: 'bytes=100-200' } }))
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${bytes.length}`)
    const malformed = await handle(new Request(url, { headers: { Range: 'lines=1-2' } }))
    expect(malformed.status).toBe(200)
  })

  it('answer 400 to a request carrying Authorization', async () => {
    const { store, handle } = setup()
    const url = await store.presign('models/1/gridadmin.h5', 'GET')
    const response = await handle(new Request(url, { headers: { Authorization: 'Bearer x' } }))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('<Code>InvalidArgument</Code>')
  })

  it('answer 403 once expired (after one hour)', async () => {
    const { store, handle, advance } = setup()
    const url = await store.presign('models/1/gridadmin.h5', 'GET')
    advance(3600)
    expect((await handle(new Request(url))).status).toBe(200)
    advance(1)
    const response = await handle(new Request(url))
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('Request has expired')
  })

  it('answer 403 to a tampered, unsigned or wrong-method URL', async () => {
    const { store, handle } = setup()
    const url = new URL(await store.presign('models/1/gridadmin.h5', 'GET'))
    const other = new URL(url)
    other.pathname = '/mock-storage/models/2/gridadmin.h5'
    const later = new URL(url)
    later.searchParams.set('Expires', String(Number(url.searchParams.get('Expires')) + 60))
    const unsigned = new URL(`${BASE}/models/1/gridadmin.h5`)
    for (const attempt of [other, later, unsigned]) {
      expect((await handle(new Request(attempt))).status).toBe(403)
    }
    const put = await handle(new Request(url, { method: 'PUT', body: 'overwrite' }))
    expect(put.status).toBe(403)
    expect(await put.text()).toContain('SignatureDoesNotMatch')
  })

  it('answer 404 for a signed key that holds nothing', async () => {
    const { store, handle } = setup()
    const response = await handle(new Request(await store.presign('nothing/here.nc', 'GET')))
    expect(response.status).toBe(404)
  })

  it('answer a CORS preflight for any origin and the asked headers', async () => {
    const { store, handle } = setup()
    const response = await handle(
      new Request(await store.presign('uploads/rain.nc', 'PUT'), {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PUT')
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('content-type')
  })
})

describe('uploads', () => {
  it('store the body and tell the listeners', async () => {
    const { store, handle } = setup()
    const listener = vi.fn()
    store.onUpload(listener)
    const body = new Uint8Array([0x89, 0x48, 0x44, 0x46])
    const response = await handle(
      new Request(await store.presign('simulations/7/rain.nc', 'PUT'), {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/x-netcdf' },
      }),
    )
    expect(response.status).toBe(200)
    const stored = await store.get('simulations/7/rain.nc')
    expect(stored).toMatchObject({ body, contentType: 'application/x-netcdf' })
    expect(response.headers.get('ETag')).toBe(stored?.etag)
    expect(listener).toHaveBeenCalledWith('simulations/7/rain.nc', stored)
  })

  it('answer 413 above the limit, by declared length or by actual size', async () => {
    const { store, handle } = setup({ maxUploadBytes: 8 })
    const listener = vi.fn()
    store.onUpload(listener)
    const url = await store.presign('simulations/7/big.json', 'PUT')
    const tooBig = await handle(new Request(url, { method: 'PUT', body: 'x'.repeat(9) }))
    expect(tooBig.status).toBe(413)
    const fits = await handle(new Request(url, { method: 'PUT', body: 'x'.repeat(8) }))
    expect(fits.status).toBe(200)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('refuse a declared 200 MiB + 1 upload before reading it', async () => {
    const { store, handle } = setup()
    const request = new Request(await store.presign('simulations/7/huge.nc', 'PUT'), {
      method: 'PUT',
      headers: { 'Content-Length': String(MAX_UPLOAD_BYTES + 1) },
      body: 'small',
    })
    expect((await handle(request)).status).toBe(413)
    expect(store.has('simulations/7/huge.nc')).toBe(false)
  })
})

describe('the store', () => {
  it('produces lazy objects once, on first read', async () => {
    const { store } = setup()
    const produce = vi.fn(() => new Uint8Array([1, 2, 3]))
    store.putLazy('models/2/cells.geojson', produce, 'application/geo+json')
    expect(store.has('models/2/cells.geojson')).toBe(true)
    expect(produce).not.toHaveBeenCalled()
    await store.get('models/2/cells.geojson')
    const second = await store.get('models/2/cells.geojson')
    expect(produce).toHaveBeenCalledTimes(1)
    expect(second?.contentType).toBe('application/geo+json')
  })

  it('shares one generation between simultaneous first reads', async () => {
    const { store } = setup()
    const produce = vi.fn(async () => new Uint8Array([4, 5]))
    store.putLazy('models/2/cells.geojson', produce)
    const [first, second] = await Promise.all([
      store.get('models/2/cells.geojson'),
      store.get('models/2/cells.geojson'),
    ])
    expect(produce).toHaveBeenCalledTimes(1)
    expect(first?.body).toEqual(new Uint8Array([4, 5]))
    expect(second).toBe(first)
  })

  it('keeps keys with spaces and unicode intact through the URL', async () => {
    const { store, handle } = setup()
    store.put('results/12/log files İ 12 é.zip', new Uint8Array([9]))
    const response = await handle(
      new Request(await store.presign('results/12/log files İ 12 é.zip', 'GET')),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="log files _ 12 _.zip"; filename*=UTF-8''${encodeURIComponent('log files İ 12 é.zip')}`,
    )
  })

  it('forgets everything on clear', async () => {
    const { store } = setup()
    store.clear()
    expect(store.has('models/1/gridadmin.h5')).toBe(false)
  })
})
