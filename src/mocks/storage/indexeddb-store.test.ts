import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { indexedDbStore } from './indexeddb-store'

type Entry = { key: string; bytes: number[] }

/** fake-indexeddb's types.d.ts names the class, not a connection, as the argument. */
const closeAsTheBrowserWould = forceCloseDatabase as unknown as (connection: IDBDatabase) => void

/** A fresh in-memory IndexedDB per test, with the connections it hands out. */
function freshIndexedDb() {
  const factory = new IDBFactory()
  const connections: IDBDatabase[] = []
  const open = factory.open.bind(factory)
  factory.open = (name: string, version?: number) => {
    const request = open(name, version)
    request.addEventListener('success', () => connections.push(request.result))
    return request
  }
  vi.stubGlobal('indexedDB', factory)
  return { factory, connections }
}

let idb: ReturnType<typeof freshIndexedDb>
beforeEach(() => {
  idb = freshIndexedDb()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const entries = () => indexedDbStore('test-db', 'objects', { keyPath: 'key' })

describe('indexedDbStore', () => {
  it('reads back what it wrote, in a database it creates on first use', async () => {
    const store = entries()
    await store.run('readwrite', (objects) => objects.put({ key: 'a', bytes: [1, 2] }))
    const read = await store.run<Entry | undefined>('readonly', (objects) => objects.get('a'))
    expect(read).toEqual({ key: 'a', bytes: [1, 2] })
    expect(await store.run('readonly', (objects) => objects.get('missing'))).toBeUndefined()
  })

  it('rejects an aborted transaction and writes nothing', async () => {
    const store = entries()
    await store.run('readwrite', (objects) => objects.add({ key: 'a', bytes: [1] }))
    await expect(
      store.run('readwrite', (objects) => objects.add({ key: 'a', bytes: [2] })),
    ).rejects.toMatchObject({ name: 'ConstraintError' })
    const read = await store.run<Entry | undefined>('readonly', (objects) => objects.get('a'))
    expect(read?.bytes).toEqual([1])
  })

  it('opens afresh after a failed open instead of failing for the rest of the session', async () => {
    // A newer version of the database makes opening version 1 fail (VersionError).
    await new Promise<void>((resolve) => {
      const newer = idb.factory.open('test-db', 2)
      newer.onsuccess = () => {
        newer.result.close()
        resolve()
      }
    })
    const store = entries()
    await expect(store.run('readonly', (objects) => objects.count())).rejects.toMatchObject({
      name: 'VersionError',
    })
    await new Promise((resolve) => (idb.factory.deleteDatabase('test-db').onsuccess = resolve))
    await store.run('readwrite', (objects) => objects.put({ key: 'b', bytes: [] }))
    expect(await store.run('readonly', (objects) => objects.count())).toBe(1)
  })

  it('opens afresh after the browser closed the connection', async () => {
    const store = entries()
    await store.run('readwrite', (objects) => objects.put({ key: 'c', bytes: [3] }))
    const [first] = idb.connections
    if (!first) throw new Error('no connection was opened')
    closeAsTheBrowserWould(first)
    const read = await store.run<Entry | undefined>('readonly', (objects) => objects.get('c'))
    expect(read?.bytes).toEqual([3])
    expect(idb.connections).toHaveLength(2)
  })
})
