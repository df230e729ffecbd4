import type { QueryClient } from '@tanstack/react-query'
import type { CopyJournal, CopyRecord } from '@/workflows/copies/copy-record'
import { runCopy } from '@/workflows/copies/run-copy'
import type { KeptFiles } from '@/workflows/uploads/kept-files'
import { creationOf } from './run-state'
import type { SetJournal, SetRecord } from './set-record'
import { webLock, type WorkLock } from '@/workflows/browser/web-lock'

export type SetDeps = {
  queryClient: QueryClient
  journal: SetJournal
  copies?: CopyJournal
  kept?: KeptFiles
  lock?: WorkLock
  onProgress?: (record: SetRecord) => void
  leaving?: () => boolean
  sleep?: (ms: number) => Promise<void>
}

export const STORAGE_FULL =
  'The set stopped: the storage is full, so no further run can be created. Free some space (or reset the demo), then Resume.'

const isStorageFull = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError'

function withRun(record: SetRecord, index: number, copy: CopyRecord): SetRecord {
  return { ...record, runs: record.runs.map((run, at) => (at === index ? { ...run, copy } : run)) }
}

async function createRuns(start: SetRecord, deps: SetDeps, only?: number): Promise<SetRecord> {
  let current: SetRecord = only === undefined ? { ...start, stopped: null } : start
  for (const [index, planned] of current.runs.entries()) {
    if (only !== undefined && index !== only) continue
    // As stored now: the board may have cancelled it while earlier runs were being created.
    const run = (await deps.journal.findRun(current.slug, index)) ?? planned
    current = { ...current, runs: current.runs.map((each, at) => (at === index ? run : each)) }
    const creation = creationOf(run).state
    if (creation === 'cancelled') continue
    // A failed run waits for its own Retry; the others go on (issue 24).
    if (creation === 'created' || creation === 'needs-choice') continue
    if (creation === 'failed' && only === undefined) continue
    const journal: CopyJournal = {
      save: async (copy) => {
        current = withRun(current, index, copy)
        await deps.copies?.save(copy)
        await deps.journal.saveRun(current.slug, index, { ...run, copy })
        deps.onProgress?.(current)
      },
      ofTarget: async () => undefined,
      unfinished: async () => undefined,
    }
    await runCopy(run.copy, {
      queryClient: deps.queryClient,
      journal,
      kept: deps.kept,
      leaving: deps.leaving,
      sleep: deps.sleep,
    })
    const after = creationOf(current.runs[index] ?? run)
    if (after.state === 'failed' && after.status === 507) {
      current = { ...current, stopped: STORAGE_FULL }
      await deps.journal.save(current)
      break
    }
  }
  return current
}

/** The lock held by the tab creating a set's runs (docs/records/0031-scenario-sets.md). */
export const setLockName = (slug: string) => `polder-set:${slug}`

/** Each run goes through its copy plan, so each step looks up what exists before creating. */
export async function runSet(
  record: SetRecord,
  deps: SetDeps,
  only?: number,
): Promise<SetRecord | 'busy'> {
  const lock = deps.lock ?? webLock
  return lock(setLockName(record.slug), async () => {
    const found = await deps.journal.find(record.slug)
    // The plan is stored before its first request, so a reload finds it and goes on.
    if (!found) await deps.journal.save(record)
    const stored = found ?? record
    try {
      return await createRuns(stored, deps, only)
    } catch (error) {
      if (!isStorageFull(error)) throw error
      const stopped = {
        ...((await deps.journal.find(record.slug)) ?? stored),
        stopped: STORAGE_FULL,
      }
      deps.onProgress?.(stopped)
      return stopped
    }
  })
}
