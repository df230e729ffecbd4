import { createStore, delMany, get, set, update, type UseStore } from 'idb-keyval'
import { browserRecords } from '@/lib/browser-record-names'
import type { WorstCase, WorstCaseProduct } from '@/lib/flood-products/worst-case'

/** Worst cases kept to take up after a reload: 8 at 10^6 cells are 64 MB; the oldest goes first. */
export const KEPT_WORST_CASES = 8

// Another shape of record gets another prefix: an older entry is never read as this one.
const FORMAT = 'worst-v1'
const INDEX = 'index'
type Index = Record<string, number>

export type RunFailure = { id: number; message: string }

/** A worst case as far as it got: the runs combined so far and those that could not be read. */
export type WorstCaseRecord = {
  product: WorstCaseProduct
  runIds: number[]
  worst: WorstCase | null
  done: number[]
  failed: RunFailure[]
}

export type KeptWorstCases = {
  get: (key: string) => Promise<WorstCaseRecord | undefined>
  put: (key: string, record: WorstCaseRecord) => Promise<void>
}

export function worstCaseKey(product: WorstCaseProduct, runIds: readonly number[]): string {
  return `${FORMAT} ${product} ${runIds.join(',')}`
}

export function keptWorstCasesIn(
  store: UseStore,
  { limit = KEPT_WORST_CASES, now = Date.now } = {},
): KeptWorstCases {
  return {
    get: (key) => get<WorstCaseRecord>(key, store),
    async put(key, record) {
      await set(key, record, store)
      let gone: string[] = []
      await update<Index>(
        INDEX,
        (index = {}) => {
          const next = { ...index, [key]: now() }
          gone = Object.entries(next)
            .sort(([, a], [, b]) => b - a)
            .slice(limit)
            .map(([old]) => old)
          for (const old of gone) delete next[old]
          return next
        },
        store,
      )
      if (gone.length > 0) await delMany(gone, store)
    },
  }
}

let browserKept: KeptWorstCases | null | undefined

/** Null where the browser keeps nothing (no IndexedDB: some private windows). */
export function keptWorstCases(): KeptWorstCases | null {
  if (browserKept !== undefined) return browserKept
  browserKept =
    typeof indexedDB === 'undefined'
      ? null
      : keptWorstCasesIn(createStore(browserRecords.worstCases, 'records'))
  return browserKept
}
