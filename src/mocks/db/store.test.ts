import { describe, expect, it } from 'vitest'
import { createWorld } from './create-world'
import { keyValuePersistence } from './persistence'
import { createStore } from './store'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A store whose cross-tab lock counts how often it was taken. */
function lockedStore() {
  const taken = { count: 0 }
  const store = createStore(createWorld({ now: new Date('2026-11-21T12:00:00Z') }), {
    ...keyValuePersistence(memoryStorage()),
    exclusive: async (work) => {
      taken.count += 1
      return work()
    },
  })
  return { store, taken }
}

describe('the cross-tab lock of the mock store', () => {
  it('is not taken by a read that changes nothing, so a slow read keeps no tab waiting', async () => {
    const { store, taken } = lockedStore()
    const committed = await store.transaction((world) => world.simulations.length, undefined, true)
    expect(committed).toMatchObject({ ok: true })
    expect(taken.count).toBe(0)
  })

  it('is taken by a read that changed the world, which runs again under it', async () => {
    const { store, taken } = lockedStore()
    const runs: number[] = []
    await store.transaction(
      (world, attempt) => {
        runs.push(attempt)
        world.sequences.test = (world.sequences.test ?? 0) + 1
      },
      undefined,
      true,
    )
    expect(taken.count).toBe(1)
    expect(runs).toEqual([1, 1])
  })

  it('is taken by every change', async () => {
    const { store, taken } = lockedStore()
    await store.transaction((world) => {
      world.sequences.test = (world.sequences.test ?? 0) + 1
    })
    expect(taken.count).toBe(1)
  })
})
