import { expose } from 'comlink'
import { ALIVE_MESSAGE } from './worker-client'

/** A worker of the page's shape whose other end answers with `api` in this thread. */
export function fakeWorker(api: object) {
  const channel = new MessageChannel()
  expose(api, channel.port2)
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
    alive: () =>
      new Promise<void>((heard) => {
        channel.port1.addEventListener('message', () => heard(), { once: true })
        channel.port2.postMessage(ALIVE_MESSAGE)
      }),
  }
  channel.port1.start()
  return worker
}

export type FakeWorker = ReturnType<typeof fakeWorker>
