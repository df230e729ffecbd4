/**
 * Runs `work` while this tab holds the set's lock; 'busy' when another tab holds it (that tab
 * creates the runs; this one only watches). Web Locks are per origin, so every tab of the app
 * shares them (docs/decisions/0031-scenario-sets.md).
 */
export type SetLock = <T>(name: string, work: () => Promise<T>) => Promise<T | 'busy'>

export const webLock: SetLock = async (name, work) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  // Without Web Locks (a Node test) there is no other tab to share the work with.
  if (!locks) return work()
  return locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : ('busy' as const)))
}
