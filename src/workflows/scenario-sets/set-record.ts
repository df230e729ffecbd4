import { browserKeyValue, type KeyValue } from '@/workflows/browser/browser-key-value'
import { browserRecords } from '@/lib/browser-record-names'
import type { CopyRecord } from '@/workflows/copies/copy-record'
import type { BreachCreate } from '@/api/simulations/breach-schema'

export type SetVariant =
  | { kind: 'breach'; label: string; body: BreachCreate }
  | { kind: 'rain'; label: string; filename: string; breach?: BreachCreate }

export type SetRun = { variant: SetVariant; copy: CopyRecord; cancelled?: boolean }

/** A scenario set: stored before the first request (IndexedDB `polder-sets`), so creation goes on after a reload. */
export type SetRecord = {
  slug: string
  name: string
  tag: string
  baseId: number
  baseName: string
  plannedAt: string
  runs: SetRun[]
  /** Why creation stopped for the whole set (the storage is full); null while it may go on. */
  stopped: string | null
}

export const MAX_SET_RUNS = 200

export type SetJournal = {
  save: (record: SetRecord) => Promise<void>
  /** One run's progress: a write of that run only, so a step costs the same in a set of 200. */
  saveRun: (slug: string, index: number, run: SetRun) => Promise<void>
  find: (slug: string) => Promise<SetRecord | undefined>
  /** One run as stored now: a Cancel from the board may have changed it since the set was read. */
  findRun: (slug: string, index: number) => Promise<SetRun | undefined>
}

type StoredSet = Omit<SetRecord, 'runs'> & { runCount: number }
type Stored = StoredSet | SetRun
const runKey = (slug: string, index: number) => `${slug}#${index}`

export function setJournalIn(store: KeyValue<Stored>): SetJournal {
  const saveRun = (slug: string, index: number, run: SetRun) => store.set(runKey(slug, index), run)
  const findRun = async (slug: string, index: number) =>
    (await store.get(runKey(slug, index))) as SetRun | undefined
  return {
    save: async ({ runs, ...set }) => {
      await Promise.all(runs.map((run, index) => saveRun(set.slug, index, run)))
      await store.set(set.slug, { ...set, runCount: runs.length })
    },
    saveRun,
    findRun,
    find: async (slug) => {
      const found = (await store.get(slug)) as StoredSet | undefined
      if (!found) return undefined
      const { runCount, ...set } = found
      const keys = Array.from({ length: runCount }, (_, index) => runKey(slug, index))
      const runs = (await Promise.all(keys.map((key) => store.get(key)))) as (SetRun | undefined)[]
      return { ...set, runs: runs.filter((run): run is SetRun => run !== undefined) }
    },
  }
}

let browserJournal: SetJournal | null = null

export function setJournal(): SetJournal {
  browserJournal ??= setJournalIn(browserKeyValue<Stored>(browserRecords.sets))
  return browserJournal
}

export function setSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
}

export const setTag = (slug: string) => `set:${slug}`

export const runName = (baseName: string, label: string) => `${baseName} – ${label}`
