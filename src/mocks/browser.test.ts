// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_TOKENS } from './db/accounts'
import { WORLD_STORAGE_KEY } from './db/persistence'
import type { MockBackend } from './handlers'
import { STORAGE_SECRET_KEY } from './storage/url-signing'

const start = vi.fn(() => Promise.resolve(undefined))
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start }) }))

/** browser.ts keeps one backend per page, so each test loads it afresh. */
async function loadDemo() {
  vi.resetModules()
  return import('./browser')
}

beforeEach(() => {
  window.localStorage.clear()
  start.mockClear()
  // jsdom has no service workers: this page is already controlled, the worker script is there.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: {},
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      getRegistrations: () => Promise.resolve([]),
    },
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function call(backend: MockBackend, path: string, body?: unknown) {
  const response = await backend.handleApi(
    new Request(`${window.location.origin}/v3${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const persistedStatusOf = (simulationId: number) => {
  const text = window.localStorage.getItem(WORLD_STORAGE_KEY) ?? ''
  const saved = JSON.parse(text) as {
    world: { simulationStatuses: { simulation_id: number; name: string }[] }
  }
  return saved.world.simulationStatuses
    .filter((status) => status.simulation_id === simulationId)
    .at(-1)?.name
}

describe('the browser demo backend', () => {
  it('starts the worker with the same-origin URLs and persists the seeded world', async () => {
    const { startDemoBackend, demoBaseUrls } = await loadDemo()
    const backend = await startDemoBackend()
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ onUnhandledRequest: 'bypass' }))
    expect(demoBaseUrls()).toEqual({
      api: `${window.location.origin}/v3`,
      storage: `${window.location.origin}/mock-storage`,
    })
    expect(await backend.storage.presign('a.txt', 'GET')).toMatch(
      new RegExp(`^${window.location.origin}/mock-storage/a\\.txt\\?`),
    )
    expect(window.localStorage.getItem(WORLD_STORAGE_KEY)).toContain('Polder Water Board')
  })

  it('signs storage URLs with a random secret kept with the demo data, valid after a reload', async () => {
    const before = await (await loadDemo()).startDemoBackend()
    before.storage.put('kept.txt', new TextEncoder().encode('kept'))
    const url = await before.storage.presign('kept.txt', 'GET')
    const secret = window.localStorage.getItem(STORAGE_SECRET_KEY)
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    const after = await (await loadDemo()).startDemoBackend()
    after.storage.put('kept.txt', new TextEncoder().encode('kept'))
    expect((await after.handleStorage(new Request(url))).status).toBe(200)
    expect(window.localStorage.getItem(STORAGE_SECRET_KEY)).toBe(secret)
  })

  it('resolves only once the worker controls the page, so no request can pass it by', async () => {
    const events = new EventTarget()
    const container = {
      controller: null as object | null,
      getRegistrations: () => Promise.resolve([]),
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    }
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container })
    let started = false
    const starting = (await loadDemo()).startDemoBackend().then(() => {
      started = true
    })
    await vi.waitFor(() => expect(start).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toBe(false)
    container.controller = {}
    events.dispatchEvent(new Event('controllerchange'))
    await starting
    expect(started).toBe(true)
  })

  it('starts over an installed worker whose update check the browser refuses, uncaught by nothing', async () => {
    const refusingUpdate = vi.fn(() =>
      Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found')),
    )
    class Registration {}
    Object.assign(Registration.prototype, { update: refusingUpdate })
    vi.stubGlobal('ServiceWorkerRegistration', Registration)
    // What msw 2 does with an installed worker: asks for an update and never looks at the answer.
    const registration = new Registration() as ServiceWorkerRegistration
    let unawaitedUpdate: Promise<unknown> | undefined
    start.mockImplementationOnce(() => {
      unawaitedUpdate = registration.update()
      return Promise.resolve(undefined)
    })
    await (await loadDemo()).startDemoBackend()
    await expect(unawaitedUpdate).resolves.toBe(registration)
    expect(refusingUpdate).toHaveBeenCalledOnce()
  })

  it('does not start over a missing worker script', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 }))),
    )
    await expect((await loadDemo()).startDemoBackend()).rejects.toThrow(
      /mockServiceWorker\.js answered 404/,
    )
    expect(start).not.toHaveBeenCalled()
  })

  it('keeps changes across a reload and forgets them on reset', async () => {
    const first = await (await loadDemo()).startDemoBackend()
    first.world.organisations = [{ unique_id: 'renamed', name: 'Renamed Board' }]
    const persisted = JSON.stringify(first.world)
    window.localStorage.setItem(
      WORLD_STORAGE_KEY,
      JSON.stringify({ version: first.world.version, world: first.world }),
    )

    const reloaded = await loadDemo()
    const second = await reloaded.startDemoBackend()
    expect(JSON.stringify(second.world)).toBe(persisted)

    reloaded.resetDemo()
    expect(second.world.organisations.map((organisation) => organisation.name)).toContain(
      'Polder Water Board',
    )
    expect(window.localStorage.getItem(WORLD_STORAGE_KEY)).not.toContain('Renamed Board')
  })
})

describe('demo persistence across tabs and visits', () => {
  it('persists a status change before answering it, and a second tab neither misses nor reverts it', async () => {
    const first = await (await loadDemo()).startDemoBackend()
    const second = await (await loadDemo()).startDemoBackend()
    expect(first).not.toBe(second)
    const created = await call(first, '/statuses/?name=created&limit=1')
    const [row] = created.body.results as { simulation_id: number }[]
    if (!row) throw new Error('the seed has no run that was never started')
    const id = row.simulation_id

    const answer = await call(first, `/simulations/${id}/actions/`, { name: 'initialize' })
    expect(answer.status).toBe(201)
    // Shown only once saved: a visit that starts now must see it.
    expect(persistedStatusOf(id)).toBe('starting')

    // The second tab loaded its world before the change; it answers the newer one...
    expect((await call(second, `/simulations/${id}/status/`)).body.name).toBe('starting')
    // ...and its own next save keeps the change instead of writing its stale copy over it.
    expect((await call(second, '/simulations/', { name: '' })).status).toBe(400)
    const other = await call(second, '/statuses/?name=created&limit=1')
    const [next] = other.body.results as { simulation_id: number }[]
    if (!next) throw new Error('the seed has only one run that was never started')
    expect(
      (await call(second, `/simulations/${next.simulation_id}/actions/`, { name: 'initialize' }))
        .status,
    ).toBe(201)
    expect(persistedStatusOf(id)).toBe('starting')

    const later = await (await loadDemo()).startDemoBackend()
    expect((await call(later, `/simulations/${id}/status/`)).body.name).toBe('starting')
  })
})
