import { browserKeyValue, type KeyValue } from '@/workflows/browser/browser-key-value'
import { browserRecords } from '@/lib/browser-record-names'

/** The API never gives a rain NetCDF back (docs/records/0027-copy-of-a-simulation-and-kept-rain-files.md). */
export const KEPT_FILES_LIMIT_BYTES = 200 * 1024 * 1024

export type KeptFileEntry = {
  simulationId: number
  filename: string
  size: number
  /** ISO-8601: when it was kept; the oldest goes first when the limit is reached. */
  keptAt: string
}

type Stored = { entry: KeptFileEntry; bytes: ArrayBuffer }

export type KeptFiles = {
  keep: (simulationId: number, filename: string, content: Blob) => Promise<void>
  find: (simulationId: number, filename: string) => Promise<Blob | undefined>
  entries: () => Promise<KeptFileEntry[]>
}

const keyOf = (simulationId: number, filename: string) => `${simulationId}/${filename}`

export function keptFilesIn(
  store: KeyValue<Stored>,
  limitBytes = KEPT_FILES_LIMIT_BYTES,
  now: () => Date = () => new Date(),
): KeptFiles {
  const entries = async () => (await store.entries()).map(([, stored]) => stored.entry)
  return {
    keep: async (simulationId, filename, content) => {
      if (content.size > limitBytes) return
      const entry = { simulationId, filename, size: content.size, keptAt: now().toISOString() }
      await store.set(keyOf(simulationId, filename), { entry, bytes: await content.arrayBuffer() })
      const oldestFirst = (await entries()).sort((a, b) => a.keptAt.localeCompare(b.keptAt))
      let total = oldestFirst.reduce((sum, each) => sum + each.size, 0)
      for (const old of oldestFirst) {
        if (total <= limitBytes) break
        await store.del(keyOf(old.simulationId, old.filename))
        total -= old.size
      }
    },
    find: async (simulationId, filename) => {
      const stored = await store.get(keyOf(simulationId, filename))
      return stored ? new Blob([stored.bytes]) : undefined
    },
    entries,
  }
}

let browserKeptFiles: KeptFiles | null = null

export function keptFiles(): KeptFiles {
  browserKeptFiles ??= keptFilesIn(browserKeyValue<Stored>(browserRecords.keptFiles))
  return browserKeptFiles
}
