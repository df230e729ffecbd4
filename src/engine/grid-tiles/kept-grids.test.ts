import { IDBFactory } from 'fake-indexeddb'
import { createStore, type UseStore } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bytesOfCells, gridKeyOf, keptGridsIn } from './kept-grids'
import { twoCellGrid } from './two-cell-grid.fixture'

const size = bytesOfCells(twoCellGrid)
let clock = 0
const kept = (entries: number) =>
  keptGridsIn(createStore('polder-kept-grids', 'records'), {
    limit: size * entries,
    now: () => (clock += 1),
  })

beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()))
afterEach(() => vi.unstubAllGlobals())

describe('the grids this browser keeps', () => {
  it('gives back the cells it was given, arrays and all', async () => {
    const grids = kept(2)
    await grids.put('a', twoCellGrid)
    const back = await grids.get('a')
    expect(back?.count).toBe(2)
    expect(back?.xmin).toEqual(twoCellGrid.xmin)
    expect(back?.ids).toBeInstanceOf(Int32Array)
    expect(await grids.get('b')).toBeUndefined()
  })

  it('drops the least recently used grid once the bound is passed', async () => {
    const grids = kept(2)
    await grids.put('a', twoCellGrid)
    await grids.put('b', twoCellGrid)
    await grids.get('a')
    await grids.put('c', twoCellGrid)
    expect(await grids.get('b')).toBeUndefined()
    expect(await grids.get('a')).toBeDefined()
    expect(await grids.get('c')).toBeDefined()
  })

  it('gives the cells back while the index of uses is still being written', async () => {
    const store = createStore('polder-kept-grids', 'records')
    await keptGridsIn(store).put('a', twoCellGrid)
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const writesWait: UseStore = (mode, callback) =>
      mode === 'readwrite' ? gate.then(() => store(mode, callback)) : store(mode, callback)
    expect((await keptGridsIn(writesWait).get('a'))?.count).toBe(2)
    open()
  })

  it('keeps nothing larger than the bound itself', async () => {
    const grids = kept(0.5)
    await grids.put('a', twoCellGrid)
    expect(await grids.get('a')).toBeUndefined()
  })

  it('forgets everything when cleared', async () => {
    const grids = kept(2)
    expect(await grids.holdsAny()).toBe(false)
    await grids.put('a', twoCellGrid)
    expect(await grids.holdsAny()).toBe(true)
    await grids.clear()
    expect(await grids.get('a')).toBeUndefined()
    expect(await grids.holdsAny()).toBe(false)
  })

  it('finds a file by its address whatever its signature, another file by another key', () => {
    const signed = (path: string, signature: string) =>
      `https://store.test/${path}?X-Expires=9&Signature=${signature}`
    expect(gridKeyOf(signed('models/1/gridadmin.h5', 'a'))).toBe(
      gridKeyOf(signed('models/1/gridadmin.h5', 'b')),
    )
    expect(gridKeyOf(signed('models/2/gridadmin.h5', 'a'))).not.toBe(
      gridKeyOf(signed('models/1/gridadmin.h5', 'a')),
    )
  })
})
