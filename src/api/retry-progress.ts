// Lets pending states name the retry, not only count seconds (docs/records/0001-client-side-retries.md).

export type RetryNow = { retry: number; of: number }

export type RetryProgress = {
  current: () => RetryNow | null
  subscribe: (listener: () => void) => () => void
}

export type RetryTracker = RetryProgress & {
  track: () => { at: (retry: number, of: number) => void; end: () => void }
}

export function createRetryProgress(): RetryTracker {
  const running = new Map<symbol, RetryNow>()
  const listeners = new Set<() => void>()
  let current: RetryNow | null = null
  const changed = () => {
    const furthest = [...running.values()].sort((a, b) => b.retry - a.retry)[0] ?? null
    if (furthest?.retry === current?.retry && furthest?.of === current?.of) return
    current = furthest
    for (const listener of listeners) listener()
  }
  return {
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    track: () => {
      const id = Symbol('GET')
      return {
        at: (retry, of) => {
          running.set(id, { retry, of })
          changed()
        },
        end: () => {
          if (running.delete(id)) changed()
        },
      }
    },
  }
}
