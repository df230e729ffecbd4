// XMLHttpRequest exists only in jsdom, hence a .tsx file without JSX (vite.config.ts projects).
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { downloadFile, saveBlob, saveFromUrl, uploadFile } from './transfer'
import { apiFailure } from '@/testing/api-failure'

const STORAGE = 'http://storage.test/bucket/results_hydro.nc'
const SIGNED = `${STORAGE}?X-Signature=abc123&expires=99`
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('uploadFile', () => {
  it('PUTs the file without Authorization and reports progress', async () => {
    let received: { headers: Headers; body: string; credentials: string } | null = null
    server.use(
      http.put(STORAGE, async ({ request }) => {
        received = {
          headers: request.headers,
          body: await request.text(),
          credentials: request.credentials,
        }
        return new HttpResponse(null, { status: 200 })
      }),
    )
    const onProgress = vi.fn()
    // A fetch Blob, not jsdom's: msw turns the XHR body into a fetch Request, which reads only those.
    const file = await new Response('rain data').blob()
    await uploadFile(SIGNED, file, { onProgress, contentType: 'application/x-netcdf' })
    expect(received).not.toBeNull()
    expect(received!.headers.has('authorization')).toBe(false)
    expect(received!.headers.get('content-type')).toBe('application/x-netcdf')
    expect(received!.body).toBe('rain data')
    expect(received!.credentials).not.toBe('include')
    expect(onProgress).toHaveBeenCalled()
    expect(onProgress).toHaveBeenLastCalledWith(1, file.size, file.size)
  })

  it('cancels through the signal as an aborted ApiError', async () => {
    server.use(
      http.put(STORAGE, async () => {
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    const controller = new AbortController()
    const upload = uploadFile(SIGNED, new Blob(['x']), { signal: controller.signal })
    controller.abort()
    const error = await apiFailure(upload)
    expect(error.kind).toBe('aborted')
    expect(error.message).toBe('The file upload was cancelled.')
  })

  it('does not start when the signal is already aborted', async () => {
    const error = await apiFailure(
      uploadFile(SIGNED, new Blob(['x']), { signal: AbortSignal.abort() }),
    )
    expect(error.kind).toBe('aborted')
  })

  it('says the link expired on a 403, without leaking the signature', async () => {
    server.use(http.put(STORAGE, () => new HttpResponse('<Error/>', { status: 403 })))
    const error = await apiFailure(uploadFile(SIGNED, new Blob(['x'])))
    expect(error).toMatchObject({ kind: 'http', status: 403, url: STORAGE })
    expect(error.message).toBe('The upload link has expired (403). Start the upload again.')
    expect(`${error.message} ${error.endpoint} ${error.url}`).not.toContain('abc123')
  })
})

describe('uploadFile at a full storage', () => {
  it('says so on a 507, and that nothing was kept', async () => {
    server.use(http.put(STORAGE, () => new HttpResponse('<Error/>', { status: 507 })))
    const error = await apiFailure(uploadFile(SIGNED, new Blob(['x'])))
    expect(error).toMatchObject({ kind: 'http', status: 507 })
    expect(error.message).toMatch(/^The storage is full \(507\): nothing was kept\./)
  })
})

describe('transfers that stop moving', () => {
  it('an upload the storage never answers fails as a stall', async () => {
    server.use(http.put(STORAGE, () => new Promise<never>(() => {})))
    const file = await new Response('rain data').blob()
    const error = await apiFailure(uploadFile(SIGNED, file, { stallMs: 200 }))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The upload stalled: no data moved for 0.2 s.')
    expect(error.url).toBe(STORAGE)
  })

  it('a download whose data stops coming fails as a stall', async () => {
    server.use(
      http.get(STORAGE, () => {
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('first chunk')),
        })
        return new HttpResponse(body, { status: 200 })
      }),
    )
    const error = await apiFailure(downloadFile(SIGNED, { stallMs: 200 }))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The download stalled: no data moved for 0.2 s.')
  })

  it('a download that never starts fails as a stall too', async () => {
    server.use(http.get(STORAGE, () => new Promise<never>(() => {})))
    const error = await apiFailure(downloadFile(SIGNED, { stallMs: 200 }))
    expect(error.message).toBe('The download stalled: no data moved for 0.2 s.')
  })

  it('a slow download that keeps moving is not a stall', async () => {
    server.use(
      http.get(STORAGE, () => {
        const encoder = new TextEncoder()
        let sent = 0
        const body = new ReadableStream<Uint8Array>({
          pull: async (controller) => {
            await delay(80)
            if (sent === 4) return controller.close()
            sent += 1
            controller.enqueue(encoder.encode(`part ${sent};`))
          },
        })
        return new HttpResponse(body, { status: 200 })
      }),
    )
    const blob = await downloadFile(SIGNED, { stallMs: 200 })
    expect(await blob.text()).toBe('part 1;part 2;part 3;part 4;')
  })
})

describe('downloadFile', () => {
  it('GETs the file without Authorization', async () => {
    let authorization: string | null = 'unset'
    server.use(
      http.get(STORAGE, ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.text('CDF')
      }),
    )
    const blob = await downloadFile(SIGNED)
    expect(await blob.text()).toBe('CDF')
    expect(authorization).toBeNull()
  })

  it('says the link expired on a 403', async () => {
    server.use(http.get(STORAGE, () => new HttpResponse(null, { status: 403 })))
    const error = await apiFailure(downloadFile(SIGNED))
    expect(error.message).toBe('The download link has expired (403). Request the file again.')
  })

  it('names the storage it could not reach', async () => {
    server.use(http.get(STORAGE, () => HttpResponse.error()))
    const error = await apiFailure(downloadFile(SIGNED))
    expect(error.kind).toBe('network')
    expect(error.message).toContain(`Could not reach the file storage at ${STORAGE}.`)
  })
})

describe('saveBlob', () => {
  it('clicks a download link for an object URL', () => {
    const createObjectURL = vi.fn(() => 'blob:polder/1')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    saveBlob(new Blob(['x']), 'gridadmin.h5')
    const link = click.mock.contexts[0]
    expect(link).toBeInstanceOf(HTMLAnchorElement)
    expect(link).toHaveAttribute('download', 'gridadmin.h5')
    expect(link).toHaveAttribute('href', 'blob:polder/1')
    expect(document.querySelector('a[download]')).toBeNull()
    vi.unstubAllGlobals()
  })
})

describe('saveFromUrl', () => {
  it('hands the get_url itself to the browser, no blob in between', () => {
    const createObjectURL = vi.fn(() => 'blob:polder/2')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    saveFromUrl(SIGNED, 'results_hydro.nc')
    const link = click.mock.contexts.at(-1)
    expect(link).toHaveAttribute('href', SIGNED)
    expect(link).toHaveAttribute('download', 'results_hydro.nc')
    expect(createObjectURL).not.toHaveBeenCalled()
    expect(document.querySelector('a[download]')).toBeNull()
    vi.unstubAllGlobals()
  })
})
