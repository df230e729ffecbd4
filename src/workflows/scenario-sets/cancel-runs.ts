import { creationOf } from './run-state'
import type { SetJournal, SetRecord, SetRun } from './set-record'

export const isCancellable = (run: SetRun) =>
  ['planned', 'failed', 'needs-choice'].includes(creationOf(run).state)

/** Cancels runs of a set not created yet: each is stored as cancelled, so the creation (in this tab or another) passes it by. */
export async function cancelRuns(
  journal: SetJournal,
  slug: string,
  indexes: readonly number[],
): Promise<number[]> {
  const cancelled: number[] = []
  for (const index of indexes) {
    const run = await journal.findRun(slug, index)
    if (!run || !isCancellable(run)) continue
    await journal.saveRun(slug, index, { ...run, cancelled: true })
    cancelled.push(index)
  }
  return cancelled
}

export async function planAgain(journal: SetJournal, slug: string, index: number): Promise<void> {
  const run = await journal.findRun(slug, index)
  if (run?.cancelled) await journal.saveRun(slug, index, { ...run, cancelled: false })
}

/** A Cancel stored after the creation read its run stays on the board until the creation reaches it. */
export function withCancelsKept(shown: SetRecord | null | undefined, progress: SetRecord) {
  if (!shown || shown.slug !== progress.slug) return progress
  return {
    ...progress,
    runs: progress.runs.map((run, index) => {
      const before = shown.runs[index]
      const keep = before?.cancelled !== undefined && isCancellable(run)
      return keep ? { ...run, cancelled: before.cancelled } : run
    }),
  }
}
