import type { ObjectStore } from './object-store'

/** Checks after the PUT, per object store: none runs twice at once, and tests can await them. */
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
    async settled(storage: ObjectStore) {
      const map = runningIn(storage)
      while (map.size > 0) await Promise.all(map.values())
    },
  }
}
