// The JavaScript heap of a page and of its dedicated workers, through the Chrome DevTools
// Protocol, after a garbage collection: what the page still holds, not what it has not freed yet.
import type { CDPSession, Page } from '@playwright/test'

/** MiB of a heap: V8's used heap, and the ArrayBuffer memory outside it (typed arrays, Wasm). */
export type HeapUsage = { heapMiB: number; buffersMiB: number; totalMiB: number }

type HeapAnswer = { usedSize: number; backingStorageSize?: number }

const MIB = 1024 * 1024

function usage({ usedSize, backingStorageSize = 0 }: HeapAnswer): HeapUsage {
  return {
    heapMiB: usedSize / MIB,
    buffersMiB: backingStorageSize / MIB,
    totalMiB: (usedSize + backingStorageSize) / MIB,
  }
}

/** Sends CDP commands to another target through `session` (Target.sendMessageToTarget). */
function targetSender(session: CDPSession, sessionId: string) {
  let nextId = 1
  const waiting = new Map<number, (answer: { result?: unknown; error?: unknown }) => void>()
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown }
    if (message.id === undefined) return
    waiting.get(message.id)?.(message)
    waiting.delete(message.id)
  })
  return async <T>(method: string, params: object = {}): Promise<T> => {
    const id = nextId
    nextId += 1
    const answer = new Promise<{ result?: unknown; error?: unknown }>((resolve) =>
      waiting.set(id, resolve),
    )
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    })
    const { result, error } = await answer
    if (error) throw new Error(`${method} in a worker: ${JSON.stringify(error)}`)
    return result as T
  }
}

/**
 * The page's heap and that of each of its dedicated workers named in `workers` (the `name` a
 * worker was started with, which DevTools shows as its title), each after a full collection.
 */
export async function heapUsages(
  page: Page,
  workers: readonly string[],
): Promise<{ page: HeapUsage; workers: Record<string, HeapUsage | null> }> {
  const session = await page.context().newCDPSession(page)
  try {
    await session.send('HeapProfiler.collectGarbage')
    const pageUsage = usage((await session.send('Runtime.getHeapUsage')) as HeapAnswer)
    const { targetInfos } = await session.send('Target.getTargets')
    const found: Record<string, HeapUsage | null> = {}
    for (const name of workers) {
      const target = targetInfos.find((info) => info.type === 'worker' && info.title === name)
      if (!target) {
        found[name] = null
        continue
      }
      const { sessionId } = await session.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      })
      const send = targetSender(session, sessionId)
      await send('HeapProfiler.collectGarbage')
      found[name] = usage(await send<HeapAnswer>('Runtime.getHeapUsage'))
      await session.send('Target.detachFromTarget', { sessionId })
    }
    return { page: pageUsage, workers: found }
  } finally {
    await session.detach()
  }
}
