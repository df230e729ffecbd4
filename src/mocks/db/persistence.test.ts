import { describe, expect, it } from 'vitest'
import { createWorld, WORLD_VERSION } from './create-world'
import { clearWorld, loadWorld, saveWorld, WORLD_STORAGE_KEY } from './persistence'

function memoryStorage(quota = Infinity) {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

const NOW = new Date('2026-11-21T12:00:00Z')

describe('world persistence', () => {
  it('loads what it saved', () => {
    const storage = memoryStorage()
    const world = createWorld({ now: NOW })
    world.organisations.push({ unique_id: 'x', name: 'Saved' })
    expect(saveWorld(storage, world)).toBe(true)
    expect(loadWorld(storage)).toEqual(world)
  })

  it('has nothing before the first save and after a reset', () => {
    const storage = memoryStorage()
    expect(loadWorld(storage)).toBeNull()
    saveWorld(storage, createWorld({ now: NOW }))
    clearWorld(storage)
    expect(loadWorld(storage)).toBeNull()
  })

  it('drops a world of another version or an unreadable one', () => {
    const storage = memoryStorage()
    const world = createWorld({ now: NOW })
    storage.setItem(WORLD_STORAGE_KEY, JSON.stringify({ version: WORLD_VERSION + 1, world }))
    expect(loadWorld(storage)).toBeNull()
    storage.setItem(WORLD_STORAGE_KEY, '{not json')
    expect(loadWorld(storage)).toBeNull()
    storage.setItem(WORLD_STORAGE_KEY, JSON.stringify({ version: WORLD_VERSION, world: [] }))
    expect(loadWorld(storage)).toBeNull()
  })

  it('starts collections a world saved before them lacks empty', () => {
    const storage = memoryStorage()
    const {
      savedStateEvents: _events,
      initialConditions: _conditions,
      ...older
    } = createWorld({
      now: NOW,
    })
    storage.setItem(WORLD_STORAGE_KEY, JSON.stringify({ version: WORLD_VERSION, world: older }))
    expect(loadWorld(storage)).toMatchObject({ savedStateEvents: [], initialConditions: [] })
  })

  it('reports a refused save instead of throwing', () => {
    expect(saveWorld(memoryStorage(10), createWorld({ now: NOW }))).toBe(false)
  })
})

describe('createWorld', () => {
  it('is deterministic for the same moment', () => {
    expect(createWorld({ now: NOW })).toEqual(createWorld({ now: NOW }))
  })

  it('seeds both organisations and the demo users', () => {
    const world = createWorld({ now: NOW })
    expect(world.version).toBe(WORLD_VERSION)
    expect(world.organisations.map((organisation) => organisation.name)).toEqual([
      'Polder Water Board',
      'Coastal Consultants',
    ])
    expect(world.users.map((user) => user.username)).toEqual(
      expect.arrayContaining(['modeller', 'outsider']),
    )
  })
})
