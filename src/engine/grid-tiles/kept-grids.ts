import { clear, createStore, delMany, get, set, update, type UseStore } from 'idb-keyval'
import { browserRecords } from '@/lib/browser-record-names'
import type { GridCells } from './grid-cells'

/** What this browser may hold of parsed grids; the least recently used goes first. */
export const KEPT_GRIDS_BYTES = 200 * 1024 * 1024

// Another shape of GridCells gets another prefix: an older entry is never read as this one.
const FORMAT = 'cells-v1'
const INDEX = 'index'
type Index = Record<string, { bytes: number; usedAt: number }>

export type KeptGrids = {
  get: (key: string) => Promise<GridCells | undefined>
  put: (key: string, cells: GridCells) => Promise<void>
  clear: () => Promise<void>
  holdsAny: () => Promise<boolean>
}

/** The file's address without its signature: the download answer has no ETag (record 0050). */
export function gridKeyOf(url: string): string {
  const { origin, pathname } = new URL(url)
  return `${FORMAT} ${origin}${pathname}`
}

export function bytesOfCells(cells: GridCells): number {
  const arrays = [cells.ids, cells.xmin, cells.ymin, cells.xmax, cells.ymax]
  return [...arrays, cells.nodes1d.x, cells.nodes1d.y].reduce((sum, a) => sum + a.byteLength, 0)
}

/** Least recently used first, until what stays fits. */
function evicted(index: Index, limit: number): string[] {
  let total = Object.values(index).reduce((sum, entry) => sum + entry.bytes, 0)
  const oldestFirst = Object.entries(index).sort(([, a], [, b]) => a.usedAt - b.usedAt)
  const gone: string[] = []
  for (const [key, entry] of oldestFirst) {
    if (total <= limit) break
    total -= entry.bytes
    gone.push(key)
  }
  return gone
}

export function keptGridsIn(
  store: UseStore,
  { limit = KEPT_GRIDS_BYTES, now = Date.now } = {},
): KeptGrids {
  const touch = (key: string, bytes: number) =>
    update<Index>(INDEX, (index = {}) => ({ ...index, [key]: { bytes, usedAt: now() } }), store)
  return {
    async get(key) {
      const cells = await get<GridCells>(key, store)
      // Not awaited: a repeat visit's tiles need the cells, not the index's write.
      if (cells) touch(key, bytesOfCells(cells)).catch(() => undefined)
      return cells
    },
    async put(key, cells) {
      const bytes = bytesOfCells(cells)
      if (bytes > limit) return
      await set(key, cells, store)
      let gone: string[] = []
      await update<Index>(
        INDEX,
        (index = {}) => {
          const next = { ...index, [key]: { bytes, usedAt: now() } }
          gone = evicted(next, limit)
          for (const old of gone) delete next[old]
          return next
        },
        store,
      )
      if (gone.length > 0) await delMany(gone, store)
    },
    clear: () => clear(store),
    holdsAny: async () => Object.keys((await get<Index>(INDEX, store)) ?? {}).length > 0,
  }
}

let browserKept: KeptGrids | null | undefined

/** Null where the browser keeps nothing (no IndexedDB: unit tests, some private windows). */
export function keptGrids(): KeptGrids | null {
  if (browserKept !== undefined) return browserKept
  browserKept =
    typeof indexedDB === 'undefined'
      ? null
      : keptGridsIn(createStore(browserRecords.keptGrids, 'records'))
  return browserKept
}
