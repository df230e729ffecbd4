import { describe, expect, it } from 'vitest'
import { DEMO_TOKENS } from './accounts'
import { createMockBackend } from '../handlers'
import { keyValuePersistence, loadWorld } from './persistence'
import { newRunBody } from '@/testing/new-run'

const API = 'http://demo.test/v3'
const NOW = new Date('2026-11-21T12:00:00Z')

/** What two tabs of the demo share: one localStorage. */
function sharedStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

type SharedStorage = ReturnType<typeof sharedStorage>

/** One tab's backend over the shared storage, wired as the demo wires it. */
function openTab(storage: SharedStorage) {
  return createMockBackend({ now: () => NOW, persistence: keyValuePersistence(storage) })
}

function createRequest(body: BodyInit) {
  return new Request(`${API}/simulations/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
      'Content-Type': 'application/json',
    },
    body,
    duplex: 'half',
  } as RequestInit)
}

const simulationBody = (name: string) => JSON.stringify(newRunBody({ name, hydromodel: 1 }))

/** A body that arrives only when the test lets it, so tab A's request stays in flight. */
function heldBody(text: string) {
  let release = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      release = () => {
        controller.enqueue(new TextEncoder().encode(text))
        controller.close()
      }
    },
  })
  return { stream, release: () => release() }
}

const names = (storage: SharedStorage) =>
  (loadWorld(storage)?.simulations ?? []).map((simulation) => simulation.name)

describe('two demo tabs sharing one storage', () => {
  it('keeps both changes when one tab saves while the other has a request in flight', async () => {
    const storage = sharedStorage()
    const tabA = openTab(storage)
    const tabB = openTab(storage)
    const held = heldBody(simulationBody('Made in tab A'))
    const answerA = tabA.handleApi(createRequest(held.stream))
    const answerB = await tabB.handleApi(createRequest(simulationBody('Made in tab B')))
    expect(answerB.status).toBe(201)
    held.release()
    expect((await answerA).status).toBe(201)
    expect(names(storage)).toEqual(expect.arrayContaining(['Made in tab A', 'Made in tab B']))
    const listed = await tabB.handleApi(
      new Request(`${API}/simulations/?name__startswith=Made%20in%20tab`, {
        headers: { Authorization: `Bearer ${DEMO_TOKENS.modeller}` },
      }),
    )
    expect(await listed.json()).toMatchObject({ count: 2 })
  })
})
