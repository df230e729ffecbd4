import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import type { KeptFiles } from '@/api/files/kept-files'
import { pageIsLeaving } from '@/api/page-leaving'
import { apiOf } from '@/api/session-client'
import { simulation } from '@/api/simulations/schema'
import { webLock, type WorkLock } from '@/api/web-lock'
import type { CopyJournal, CopyRecord, CopyStep, StepOutcome } from './copy-record'
import { runConfigurationStep } from './copy-steps'

export type CopyDeps = {
  queryClient: QueryClient
  journal: CopyJournal
  kept?: KeptFiles
  /** Each time a step's outcome is kept: the copy as it stands. */
  onProgress?: (record: CopyRecord) => void
  /**
   * Whether the page is unloading (default `pageIsLeaving`): an answer that comes back then may
   * not be the API's (the demo's mock stops answering at `beforeunload`, and a static server
   * answers instead), so nothing more is started or kept; the next page goes on from what was,
   * and the copy's workspace says it stopped before it was done (copy-summary-panel.tsx).
   */
  leaving?: () => boolean
  /** Default `webLock`: a copy's steps are run by one run of it at a time, across tabs. */
  lock?: WorkLock
}

/** The lock held while a copy's steps run: its workspace says "being copied" meanwhile. */
export const copyLockName = (key: string) => `polder-copy:${key}`

/**
 * The new simulation: the one made by an earlier, interrupted run of this plan (its name, its
 * model, not one that had the name before), else a new one.
 */
async function createSimulation(
  queryClient: QueryClient,
  record: CopyRecord,
  step: Extract<CopyStep, { kind: 'simulation' }>,
): Promise<number> {
  const api = apiOf(queryClient)
  const query = { name: step.body.name }
  const namesakes = await api.listAll('/simulations/', simulation, { query })
  const earlier = namesakes
    .filter((each) => !record.preexistingIds.includes(each.id))
    .filter((each) => String(each.hydromodel_id) === step.body.hydromodel)
    .sort((a, b) => a.id - b.id)[0]
  if (earlier) return earlier.id
  return (await api.post('/simulations/', step.body, simulation)).id
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

async function runStep(
  deps: CopyDeps,
  record: CopyRecord,
  step: CopyStep,
): Promise<{ outcome: StepOutcome; targetId: number | null }> {
  try {
    if (step.kind === 'simulation') {
      const targetId = await createSimulation(deps.queryClient, record, step)
      return { outcome: { state: 'done' }, targetId }
    }
    if (record.targetId === null) throw new Error('The new simulation was not created.')
    const ctx = { queryClient: deps.queryClient, targetId: record.targetId, kept: deps.kept }
    return { outcome: await runConfigurationStep(ctx, step), targetId: record.targetId }
  } catch (error) {
    const status = isApiError(error) ? error.status : null
    const outcome: StepOutcome = { state: 'failed', message: messageOf(error), status }
    return { outcome, targetId: record.targetId }
  }
}

/**
 * Runs the steps not done yet, in order, keeping each outcome before the next step; stops at
 * the first failure (Retry runs this again: every step looks up what exists first, so nothing is
 * created twice). A rain file this browser has not kept waits for the person (`needs-choice`).
 * While another run of the same copy holds its lock (another tab, or a set's run in this one),
 * nothing is done and the copy is answered as it was.
 */
export async function runCopy(record: CopyRecord, deps: CopyDeps): Promise<CopyRecord> {
  const lock = deps.lock ?? webLock
  const ran = await lock(copyLockName(record.key), () => runSteps(record, deps))
  return ran === 'busy' ? record : ran
}

async function runSteps(record: CopyRecord, deps: CopyDeps): Promise<CopyRecord> {
  const leaving = deps.leaving ?? pageIsLeaving
  let current = record
  // While the page unloads nothing is started, and an answer that comes back is not kept.
  if (leaving()) return current
  await deps.journal.save(current)
  for (const step of current.steps) {
    if (current.outcomes[step.key]?.state === 'done') continue
    if (leaving()) break
    const { outcome, targetId } = await runStep(deps, current, step)
    if (leaving()) break
    current = { ...current, targetId, outcomes: { ...current.outcomes, [step.key]: outcome } }
    await deps.journal.save(current)
    deps.onProgress?.(current)
    if (outcome.state === 'failed') break
  }
  return current
}
