import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertWorkerScript, untilControlled } from './worker-control'

/** A ServiceWorkerContainer with just what untilControlled uses. */
function container(controller: object | null) {
  const events = new EventTarget()
  const fake = {
    controller,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    takeControl() {
      fake.controller = {}
      events.dispatchEvent(new Event('controllerchange'))
    },
  }
  return fake
}
const asContainer = (fake: ReturnType<typeof container>) =>
  fake as unknown as ServiceWorkerContainer

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('untilControlled', () => {
  it('resolves at once on a controlled page', async () => {
    await expect(untilControlled(asContainer(container({})))).resolves.toBeUndefined()
  })

  it('waits for the worker to claim the page', async () => {
    const fake = container(null)
    let done = false
    const waiting = untilControlled(asContainer(fake)).then(() => {
      done = true
    })
    await Promise.resolve()
    expect(done).toBe(false)
    fake.takeControl()
    await waiting
    expect(done).toBe(true)
  })

  it('gives up with a message when no worker takes the page', async () => {
    vi.useFakeTimers()
    const waiting = untilControlled(asContainer(container(null)), 1000)
    const outcome = expect(waiting).rejects.toThrow(/did not take control of this page within 1 s/)
    await vi.advanceTimersByTimeAsync(1000)
    await outcome
  })
})

describe('assertWorkerScript', () => {
  it('names the script and its status when it is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 }))),
    )
    await expect(assertWorkerScript('/mockServiceWorker.js')).rejects.toThrow(
      "The demo's service worker script /mockServiceWorker.js answered 404.",
    )
  })
})
