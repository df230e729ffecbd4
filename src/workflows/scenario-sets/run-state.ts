import type { SetRun } from './set-record'

export type RunCreation =
  | { state: 'planned' }
  | { state: 'creating' }
  | { state: 'created' }
  | { state: 'needs-choice' }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string; status: number | null }

export function creationOf(run: SetRun): RunCreation {
  const outcomes = run.copy.steps.map((step) => run.copy.outcomes[step.key])
  // A run created before its Cancel arrived is created: the API has it.
  const created = outcomes.every((outcome) => outcome?.state === 'done')
  if (run.cancelled && !created) return { state: 'cancelled' }
  const failed = outcomes.find((outcome) => outcome?.state === 'failed')
  if (failed?.state === 'failed') {
    return { state: 'failed', message: failed.message, status: failed.status ?? null }
  }
  if (outcomes.every((outcome) => outcome === undefined)) return { state: 'planned' }
  if (outcomes.some((outcome) => outcome?.state === 'needs-choice'))
    return { state: 'needs-choice' }
  if (created) return { state: 'created' }
  return { state: 'creating' }
}

/** Its creation looks for what the server made only after this deadline (run-copy.ts). */
export function sentUntil(run: SetRun): string | null {
  const pending = Object.values(run.copy.outcomes).flatMap((outcome) =>
    outcome?.state === 'sent' ? [outcome.until] : [],
  )
  return pending.sort().at(-1) ?? null
}
