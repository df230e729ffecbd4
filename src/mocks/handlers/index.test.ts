import { describe, expect, it, vi } from 'vitest'
import { DEMO_TOKENS, POLDER_WATER_BOARD } from '../db/accounts'
import { keyValuePersistence } from '../db/persistence'
import { json } from '../http'
import { route, type BackendContext } from '../router'
import { createMockBackend, routes, uploadListeners } from './index'

const NOW = new Date('2026-11-21T12:00:00Z')
const auth = { Authorization: `Bearer ${DEMO_TOKENS.modeller}` }

describe('createMockBackend', () => {
  it('answers 404 for paths outside /v3 and unknown routes, before asking for a token', async () => {
    const backend = createMockBackend({ now: () => NOW })
    for (const url of ['http://api.test/other/', 'http://api.test/v3/nothing-here/']) {
      const response = await backend.handleApi(new Request(url))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not found.' })
    }
  })

  it('answers 401 before 405, then 405 with Allow for a known path', async () => {
    const backend = createMockBackend({ now: () => NOW })
    const url = 'http://api.test/v3/organisations/'
    expect((await backend.handleApi(new Request(url, { method: 'DELETE' }))).status).toBe(401)
    const response = await backend.handleApi(new Request(url, { method: 'DELETE', headers: auth }))
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, OPTIONS')
    expect(await response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' })
  })

  it('gives routes absolute URLs under the base the request used', async () => {
    const backend = createMockBackend({ now: () => NOW })
    const probe = route('GET', '/probe/:id/', (ctx) =>
      json({
        url: ctx.apiUrl(`/probe/${ctx.params.id}/`),
        user: ctx.user.username,
        now: ctx.now(),
      }),
    )
    routes.push(probe)
    try {
      const response = await backend.handleApi(
        new Request('https://example.org/api/v3/probe/a%20b', { headers: auth }),
      )
      expect(await response.json()).toEqual({
        url: 'https://example.org/api/v3/probe/a b/',
        user: 'modeller',
        now: NOW.toISOString(),
      })
    } finally {
      routes.splice(routes.indexOf(probe), 1)
    }
  })

  it('persists the world and resets to the seeded world', async () => {
    const save = vi.fn(() => true)
    const backend = createMockBackend({
      now: () => NOW,
      persistence: { load: () => null, revision: () => null, save },
    })
    const seeded = JSON.stringify(backend.world)
    backend.world.organisations.push({ unique_id: 'x', name: 'Extra' })
    backend.storage.put('uploads/a.txt', new Uint8Array([1]))
    backend.reset()
    expect(JSON.stringify(backend.world)).toBe(seeded)
    expect(backend.storage.has('uploads/a.txt')).toBe(false)
    expect(save).toHaveBeenLastCalledWith(backend.world)
  })

  it('hands uploads to the registered listeners with the live world', async () => {
    const backend = createMockBackend({ now: () => NOW })
    const seen: string[] = []
    const listener = vi.fn((ctx: BackendContext, key: string) => {
      void ctx.change((world) => seen.push(`${key}:${world.users.length}`))
    })
    uploadListeners.push(listener)
    try {
      const url = await backend.storage.presign('uploads/b.txt', 'PUT')
      const response = await backend.handleStorage(new Request(url, { method: 'PUT', body: 'hi' }))
      expect(response.status).toBe(200)
      expect(seen).toEqual([`uploads/b.txt:${backend.world.users.length}`])
    } finally {
      uploadListeners.splice(uploadListeners.indexOf(listener), 1)
    }
  })

  it('answers a file PUT once the file is marked uploaded, when the demo waits for its tabs’ lock', async () => {
    const items = new Map<string, string>()
    const backend = createMockBackend({
      now: () => NOW,
      persistence: {
        ...keyValuePersistence({
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => void items.set(key, value),
          removeItem: (key) => void items.delete(key),
        }),
        // The Web Lock is granted a moment later, as in a browser tab.
        exclusive: async (work) => {
          await new Promise((granted) => setTimeout(granted, 0))
          return work()
        },
      },
    })
    const post = async (path: string, body: unknown) => {
      const response = await backend.handleApi(
        new Request(`http://api.test/v3${path}`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      return (await response.json()) as { id: number; put_url: string }
    }
    const run = await post('/simulations/', {
      name: 'Upload answered late',
      hydromodel: 1,
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    })
    const path = `/simulations/${run.id}/events/boundaryconditions/file/`
    const { put_url } = await post(path, { filename: 'series.json' })
    const put = await backend.handleStorage(new Request(put_url, { method: 'PUT', body: '[]' }))
    expect(put.status).toBe(200)
    const [record] = backend.world.boundaryConditionFiles.filter(
      (each) => each.simulation_id === run.id,
    )
    expect(record?.file.state).toBe('uploaded')
  })
})
