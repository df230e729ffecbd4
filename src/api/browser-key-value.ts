import { createStore, del, entries, get, set } from 'idb-keyval'

/** A small key-value store: IndexedDB in a browser, memory where there is none (Node tests). */
export type KeyValue<Value> = {
  get: (key: string) => Promise<Value | undefined>
  set: (key: string, value: Value) => Promise<void>
  del: (key: string) => Promise<void>
  entries: () => Promise<[string, Value][]>
}

export function memoryKeyValue<Value>(): KeyValue<Value> {
  const map = new Map<string, Value>()
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
  }
}

/** One IndexedDB database per purpose, so clearing one never touches another. */
export function browserKeyValue<Value>(database: string): KeyValue<Value> {
  if (typeof indexedDB === 'undefined') return memoryKeyValue()
  const store = createStore(database, 'records')
  return {
    get: (key) => get<Value>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: () => entries<string, Value>(store),
  }
}
