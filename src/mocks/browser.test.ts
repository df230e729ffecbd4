// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { WORLD_STORAGE_KEY } from './db/persistence'

const start = vi.fn(() => Promise.resolve(undefined))
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start }) }))

/** browser.ts keeps one backend per page, so each test loads it afresh. */
async function loadDemo() {
  vi.resetModules()
  return import('./browser')
}

beforeEach(() => {
  window.localStorage.clear()
})

describe('the browser demo backend', () => {
  it('starts the worker with the same-origin URLs and persists the seeded world', async () => {
    const { startDemoBackend, demoBaseUrls } = await loadDemo()
    const backend = await startDemoBackend()
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ onUnhandledRequest: 'bypass' }))
    expect(demoBaseUrls()).toEqual({
      api: `${window.location.origin}/v3`,
      storage: `${window.location.origin}/mock-storage`,
    })
    expect(backend.storage.presign('a.txt', 'GET')).toMatch(
      new RegExp(`^${window.location.origin}/mock-storage/a\\.txt\\?`),
    )
    expect(window.localStorage.getItem(WORLD_STORAGE_KEY)).toContain('Polder Water Board')
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
