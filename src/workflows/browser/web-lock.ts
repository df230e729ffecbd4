/** 'busy' when another tab or work holds the lock (docs/records/0031-scenario-sets.md). */
export type WorkLock = <T>(name: string, work: () => Promise<T>) => Promise<T | 'busy'>

const webLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks)

export const webLock: WorkLock = async (name, work) => {
  const locks = webLocks()
  // Without Web Locks (a Node test) there is no other tab to share the work with.
  if (!locks) return work()
  return locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : ('busy' as const)))
}

export async function lockIsHeld(name: string): Promise<boolean> {
  const locks = webLocks()
  if (!locks) return false
  const { held = [] } = await locks.query()
  return held.some((lock) => lock.name === name)
}

/** Lets a tab that was told 'busy' take the work over once no tab holds the lock. */
export async function lockReleased(name: string, signal: AbortSignal): Promise<boolean> {
  const locks = webLocks()
  if (!locks) return true
  try {
    await locks.request(name, { signal }, async () => {})
    return true
  } catch (error) {
    if (signal.aborted) return false
    throw error
  }
}
