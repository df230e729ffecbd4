export type LruCache<K, V> = {
  get(key: K): V | undefined
  peek(key: K): V | undefined
  has(key: K): boolean
  set(key: K, value: V): void
  delete(key: K): boolean
  clear(): void
  keys(): K[]
  readonly size: number
  readonly weight: number
  readonly maxWeight: number
}

export function createLruCache<K, V>(options: {
  maxWeight: number
  weigh: (value: V) => number
}): LruCache<K, V> {
  const { maxWeight, weigh } = options
  // A Map iterates in insertion order: re-inserting on use keeps the oldest use first.
  const entries = new Map<K, { value: V; weight: number }>()
  let total = 0

  const remove = (key: K) => {
    const entry = entries.get(key)
    if (!entry) return false
    entries.delete(key)
    total -= entry.weight
    return true
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    peek: (key) => entries.get(key)?.value,
    has: (key) => entries.has(key),
    set(key, value) {
      remove(key)
      const weight = weigh(value)
      if (weight > maxWeight) return
      entries.set(key, { value, weight })
      total += weight
      for (const oldest of entries.keys()) {
        if (total <= maxWeight) break
        remove(oldest)
      }
    },
    delete: remove,
    clear() {
      entries.clear()
      total = 0
    },
    keys: () => [...entries.keys()],
    get size() {
      return entries.size
    },
    get weight() {
      return total
    },
    maxWeight,
  }
}
