// IndexedDB as the browser has it, so the grid's copy is kept as in the app's worker.
import 'fake-indexeddb/auto'
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeGridAt, gridTile } from './grid-store'
import type { GridProgress } from './grid-tiles-api'
import { gridKeyOf, keptGrids } from './kept-grids'

const file = readFileSync('test-data/platform/water-quality/gridadmin.h5')
const signed = (model: number, signature: string) =>
  `https://store.test/hydromodels/${model}/gridadmin.h5?Signature=${signature}`

function serveGridadmin() {
  const fetch = vi.fn(
    async () =>
      new Response(new Uint8Array(file), {
        headers: { 'Content-Length': String(file.byteLength) },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const keptSoon = (url: string) =>
  vi.waitFor(async () => expect(await keptGrids()?.get(gridKeyOf(url))).toBeDefined())

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a grid read once per browser', () => {
  it('reads the file once, tells how far it is, and takes the kept cells under a new signature', async () => {
    const fetch = serveGridadmin()
    const heard: GridProgress[] = []
    const first = await describeGridAt(signed(1, 'a'), (progress) => heard.push(progress))
    expect(first.ok && first.cellCount).toBeGreaterThan(0)
    expect(heard.at(0)).toEqual({ step: 'reading', percent: 100 })
    expect(heard.at(-1)).toEqual({ step: 'preparing', percent: 100 })
    await keptSoon(signed(1, 'a'))

    const again = await describeGridAt(signed(1, 'b'))
    expect(again).toEqual(first)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('cuts the tiles asked for during the read before it stores the copy', async () => {
    serveGridadmin()
    const kept = keptGrids()
    if (!kept) throw new Error('no IndexedDB')
    const order: string[] = []
    const put = vi.spyOn(kept, 'put').mockImplementation(async () => void order.push('stored'))
    await gridTile(signed(4, 'a'), 0, 0, 0).then(() => order.push('tile'))
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1))
    expect(order).toEqual(['tile', 'stored'])
    put.mockRestore()
  })

  it('reads the file again for another key', async () => {
    const fetch = serveGridadmin()
    await describeGridAt(signed(2, 'a'))
    await keptSoon(signed(2, 'a'))
    await keptGrids()?.clear()
    await describeGridAt(signed(2, 'b'))
    await describeGridAt(signed(3, 'a'))
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})
