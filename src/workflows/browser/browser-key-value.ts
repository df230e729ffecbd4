import { clear, createStore, del, entries, get, set } from 'idb-keyval'

export type KeyValue<Value> = {
  get: (key: string) => Promise<Value | undefined>
  set: (key: string, value: Value) => Promise<void>
  del: (key: string) => Promise<void>
  entries: () => Promise<[string, Value][]>
  clear: () => Promise<void>
}

export function memoryKeyValue<Value>(): KeyValue<Value> {
  const map = new Map<string, Value>()
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    entries: async () => [...map.entries()],
    clear: async () => map.clear(),
  }
}

const opened = new Map<string, KeyValue<unknown>>()

/** One database per purpose, so clearing one never touches another; one store object, so a clear is seen by all. */
export function browserKeyValue<Value>(database: string): KeyValue<Value> {
  const known = opened.get(database)
  if (known) return known as KeyValue<Value>
  const made =
    typeof indexedDB === 'undefined' ? memoryKeyValue<Value>() : idbKeyValue<Value>(database)
  opened.set(database, made as KeyValue<unknown>)
  return made
}

function idbKeyValue<Value>(database: string): KeyValue<Value> {
  const store = createStore(database, 'records')
  return {
    get: (key) => get<Value>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: () => entries<string, Value>(store),
    clear: () => clear(store),
  }
}
