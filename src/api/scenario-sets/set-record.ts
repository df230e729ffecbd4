import { browserKeyValue, type KeyValue } from '@/api/browser-key-value'
import type { CopyRecord } from '@/api/copies/copy-record'
import type { BreachCreate } from '@/api/simulations/breach-schema'

/** What varies in one run of a set: its own breach, or its own rain file. */
export type SetVariant =
  | { kind: 'breach'; label: string; body: BreachCreate }
  | { kind: 'rain'; label: string; filename: string }

/** One run of a set: what varies, and the copy plan (base + variant) that makes it. */
export type SetRun = { variant: SetVariant; copy: CopyRecord }

/**
 * A scenario set: stored before the first request (IndexedDB `polder-sets`), so creation goes
 * on after a reload. Its runs are found by anyone through the tag `set:<slug>`.
 */
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

/** The most runs a set holds (issue 24). */
export const MAX_SET_RUNS = 200

export type SetJournal = {
  save: (record: SetRecord) => Promise<void>
  find: (slug: string) => Promise<SetRecord | undefined>
}

export function setJournalIn(store: KeyValue<SetRecord>): SetJournal {
  return { save: (record) => store.set(record.slug, record), find: (slug) => store.get(slug) }
}

let browserJournal: SetJournal | null = null

/** This browser's sets (IndexedDB `polder-sets`). */
export function setJournal(): SetJournal {
  browserJournal ??= setJournalIn(browserKeyValue<SetRecord>('polder-sets'))
  return browserJournal
}

/** `Levee breaches 2026` → `levee-breaches-2026`: the set's part of its tag and its board's URL. */
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

/** `{base} – {breach code}` (or the rain file's name). */
export const runName = (baseName: string, label: string) => `${baseName} – ${label}`
