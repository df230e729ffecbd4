import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeWorker } from './fake-worker.fixture'
import { workerClient } from './worker-client'

type Api = { echo: (text: string) => string; never: () => Promise<void> }

const api = { echo: (text: string) => text, never: () => new Promise(() => {}) }

function clientOf(options: { idleMs?: number } = {}) {
  const started: ReturnType<typeof fakeWorker>[] = []
  const start = () => {
    started.push(fakeWorker(api))
    return started.at(-1) as unknown as Worker
  }
  const client = workerClient<Api>(start, {
    crashed: (message) => new Error(`The reader stopped: ${message}`),
    ...options,
  })
  return { client, started }
}

afterEach(() => vi.useRealTimers())

describe('workerClient', () => {
  it('starts the worker once, on the first call, and answers through it', async () => {
    const { client, started } = clientOf()
    expect(started).toHaveLength(0)
    expect(await client.call((remote) => remote.echo('a'))).toBe('a')
    expect(await client.call((remote) => remote.echo('b'))).toBe('b')
    expect(started).toHaveLength(1)
    client.release()
    expect(started[0]?.terminated).toBe(true)
  })

  it('gives up a call at its deadline with the caller error, and ends the stuck worker', async () => {
    const { client, started } = clientOf()
    await client.call((remote) => remote.echo('warm'))
    vi.useFakeTimers()
    const pending = client.call((remote) => remote.never(), {
      ms: 1_000,
      missed: () => new Error('Took too long.'),
    })
    const failed = expect(pending).rejects.toThrow('Took too long.')
    await vi.advanceTimersByTimeAsync(1_000)
    await failed
    expect(started[0]?.terminated).toBe(true)
  })

  it('releases an idle worker and starts a fresh one for the next call', async () => {
    const { client, started } = clientOf({ idleMs: 5_000 })
    vi.useFakeTimers()
    await client.call((remote) => remote.echo('a'))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(started[0]?.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(started[0]?.terminated).toBe(true)
    vi.useRealTimers()
    expect(await client.call((remote) => remote.echo('b'))).toBe('b')
    expect(started).toHaveLength(2)
  })

  it('turns a crash into the caller error for the calls in flight', async () => {
    const { client, started } = clientOf()
    const pending = client.call((remote) => remote.never())
    started[0]?.crash('out of memory')
    await expect(pending).rejects.toThrow('The reader stopped: out of memory')
    expect(started[0]?.terminated).toBe(true)
  })

  it('never moves a hold to a restarted worker: its calls keep the crash', async () => {
    const { client, started } = clientOf()
    const held = client.hold()
    const pending = held.call((remote) => remote.never())
    started[0]?.crash('gone')
    await expect(pending).rejects.toThrow('The reader stopped: gone')
    await expect(held.call((remote) => remote.echo('a'))).rejects.toThrow(
      'The reader stopped: gone',
    )
    expect(await client.call((remote) => remote.echo('b'))).toBe('b')
    expect(started).toHaveLength(2)
  })

  it('keeps a held worker past its idle time, and releases it once the hold is done', async () => {
    const { client, started } = clientOf({ idleMs: 5_000 })
    vi.useFakeTimers()
    const held = client.hold()
    await held.call((remote) => remote.echo('a'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(started[0]?.terminated).toBe(false)
    held.done()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(started[0]?.terminated).toBe(true)
  })

  it('restarts a stall deadline on every sign of progress from the worker', async () => {
    const { client, started } = clientOf()
    vi.useFakeTimers()
    const pending = client.call((remote) => remote.never(), {
      ms: 1_000,
      stall: true,
      missed: () => new Error('No progress.'),
    })
    const failed = expect(pending).rejects.toThrow('No progress.')
    for (let tick = 0; tick < 3; tick += 1) {
      await vi.advanceTimersByTimeAsync(900)
      await started[0]?.alive()
    }
    await vi.advanceTimersByTimeAsync(999)
    expect(started[0]?.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(started[0]?.terminated).toBe(true)
  })
})
