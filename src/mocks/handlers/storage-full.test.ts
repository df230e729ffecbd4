import { describe, expect, it } from 'vitest'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createMockBackend } from '@/mocks/handlers'
import type { World } from '@/mocks/db/world'
import { newRunBody } from '@/testing/new-run'

const BASE = 'http://demo.test/v3'

function createRequest(name: string) {
  return new Request(`${BASE}/simulations/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${DEMO_TOKENS.modeller}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(newRunBody({ name, hydromodel: 1 })),
  })
}

describe('a demo whose browser storage is full', () => {
  it('answers 507 with a detail and keeps the world as it was before the request', async () => {
    let storageFull = true
    const saved: World[] = []
    const backend = createMockBackend({
      persistence: {
        load: () => null,
        revision: () => `saved ${saved.length}`,
        save: (world) => {
          if (storageFull) return false
          saved.push(world)
          return true
        },
      },
    })
    const before = JSON.stringify(backend.world)
    const refused = await backend.handleApi(createRequest('Not saved'))
    expect(refused.status).toBe(507)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/storage .* is full/)
    expect(JSON.stringify(backend.world)).toBe(before)
    expect(saved).toHaveLength(0)

    storageFull = false
    const created = await backend.handleApi(createRequest('Saved'))
    expect(created.status).toBe(201)
    expect(backend.world.simulations.filter((run) => run.name === 'Not saved')).toEqual([])
    expect(backend.world.simulations.filter((run) => run.name === 'Saved')).toHaveLength(1)
    expect(saved.at(-1)).toBe(backend.world)
  })

  it('answers reads as usual', async () => {
    const backend = createMockBackend({
      persistence: { load: () => null, revision: () => null, save: () => false },
    })
    const answer = await backend.handleApi(
      new Request(`${BASE}/simulations/`, {
        headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}` },
      }),
    )
    expect(answer.status).toBe(200)
  })
})
