import type { ObjectStore } from './object-store'

/**
 * Checks of uploaded files that run after the PUT is answered (rain NetCDF, boundary-conditions
 * files), tracked per backend (its object store) by record id: a record is not checked twice at
 * once, and tests and contract scenarios can wait until every check has finished.
 */
export function createBackgroundChecks() {
  const running = new WeakMap<ObjectStore, Map<number, Promise<void>>>()

  function runningIn(storage: ObjectStore): Map<number, Promise<void>> {
    let map = running.get(storage)
    if (!map) {
      map = new Map()
      running.set(storage, map)
    }
    return map
  }

  return {
    isRunning: (storage: ObjectStore, id: number) => runningIn(storage).has(id),
    track(storage: ObjectStore, id: number, check: Promise<void>) {
      const map = runningIn(storage)
      const settled = check.finally(() => {
        if (map.get(id) === settled) map.delete(id)
      })
      map.set(id, settled)
    },
    /** Resolves once every check this backend started has finished. */
    async settled(storage: ObjectStore) {
      const map = runningIn(storage)
      while (map.size > 0) await Promise.all(map.values())
    },
  }
}
