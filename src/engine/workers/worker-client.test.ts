import { expose } from 'comlink'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { workerClient } from './worker-client'

type Api = { echo: (text: string) => string; never: () => Promise<void> }

/** A worker of the page's shape whose other end answers in this thread. */
function fakeWorker() {
  const channel = new MessageChannel()
  expose({ echo: (text: string) => text, never: () => new Promise(() => {}) }, channel.port2)
  const errors: ((event: { message: string }) => void)[] = []
  const worker = {
    terminated: false,
    postMessage: (message: unknown, transfer: Transferable[] = []) =>
      channel.port1.postMessage(message, transfer),
    addEventListener: (type: string, listener: (event: { message: string }) => void) =>
      type === 'error'
        ? errors.push(listener)
        : channel.port1.addEventListener(type, listener as unknown as EventListener),
    removeEventListener: (type: string, listener: EventListener) =>
      channel.port1.removeEventListener(type, listener),
    terminate: () => {
      worker.terminated = true
      channel.port1.close()
    },
    crash: (message: string) => errors.forEach((listener) => listener({ message })),
  }
  channel.port1.start()
  return worker
}

function clientOf(options: { idleMs?: number; once?: boolean } = {}) {
  const started: ReturnType<typeof fakeWorker>[] = []
  const start = () => {
    started.push(fakeWorker())
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

  it('never restarts a worker that holds state: later calls get the crash', async () => {
    const { client, started } = clientOf({ once: true })
    const pending = client.call((remote) => remote.never())
    started[0]?.crash('gone')
    await expect(pending).rejects.toThrow('The reader stopped: gone')
    await expect(client.call((remote) => remote.echo('a'))).rejects.toThrow(
      'The reader stopped: gone',
    )
    expect(started).toHaveLength(1)
  })
})
