import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import type { KeptFiles } from '@/workflows/uploads/kept-files'
import { pageIsLeaving } from '@/workflows/browser/page-leaving'
import { sleep } from '@/api/retry'
import { apiOf } from '@/api/session-client'
import { simulation } from '@/api/simulations/schema'
import { webLock, type WorkLock } from '@/workflows/browser/web-lock'
import { markerIn } from './copy-marker'
import type { CopyJournal, CopyRecord, CopyStep, StepOutcome } from './copy-record'
import { runConfigurationStep } from './copy-steps'

export type CopyDeps = {
  queryClient: QueryClient
  journal: CopyJournal
  kept?: KeptFiles
  onProgress?: (record: CopyRecord) => void
  /** The demo's mock stops answering at `beforeunload`: answers then may not be the API's, so none is kept. */
  leaving?: () => boolean
  lock?: WorkLock
  sleep?: (ms: number) => Promise<void>
}

export const copyLockName = (key: string) => `polder-copy:${key}`

/** An interrupted earlier run may have made it: found by the marker tag, else by name and model. */
async function createSimulation(
  ctx: { queryClient: QueryClient; sending: () => Promise<void> },
  record: CopyRecord,
  step: Extract<CopyStep, { kind: 'simulation' }>,
): Promise<number> {
  const api = apiOf(ctx.queryClient)
  const marker = markerIn(step.body.tags)
  const query = marker === null ? { name: step.body.name } : { tags__in: marker }
  const found = await api.listAll('/simulations/', simulation, { query })
  const earlier = found
    .filter((each) => !record.preexistingIds.includes(each.id))
    .filter((each) => String(each.hydromodel_id) === step.body.hydromodel)
    .sort((a, b) => a.id - b.id)[0]
  if (earlier) return earlier.id
  await ctx.sending()
  return (await api.post('/simulations/', step.body, simulation)).id
}

class LookAgain extends Error {}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

async function runStep(
  deps: CopyDeps,
  record: CopyRecord,
  step: CopyStep,
  keepSent: () => Promise<void>,
): Promise<{ outcome: StepOutcome; targetId: number | null }> {
  // The journal's own failure (a closed tab, a full disk) is not the step's: it goes up.
  let unkept: { error: unknown } | null = null
  const sending = () =>
    keepSent().catch((error: unknown) => {
      if (!(error instanceof LookAgain)) unkept = { error }
      throw error
    })
  try {
    if (step.kind === 'simulation') {
      const targetId = await createSimulation(
        { queryClient: deps.queryClient, sending },
        record,
        step,
      )
      return { outcome: { state: 'done' }, targetId }
    }
    if (record.targetId === null) throw new Error('The new simulation was not created.')
    const { queryClient, kept } = deps
    const ctx = { queryClient, targetId: record.targetId, kept, sending }
    return { outcome: await runConfigurationStep(ctx, step), targetId: record.targetId }
  } catch (error) {
    if (unkept) throw (unkept as { error: unknown }).error
    if (error instanceof LookAgain) return runStep(deps, record, step, keepSent)
    const status = isApiError(error) ? error.status : null
    const outcome: StepOutcome = { state: 'failed', message: messageOf(error), status }
    return { outcome, targetId: record.targetId }
  }
}

/** Retry runs this again: every step looks up what exists first, so nothing is created twice. */
export async function runCopy(record: CopyRecord, deps: CopyDeps): Promise<CopyRecord> {
  const lock = deps.lock ?? webLock
  const ran = await lock(copyLockName(record.key), () => runSteps(record, deps))
  return ran === 'busy' ? record : ran
}

/** A failure with no answer of the server (lost, too late) after a send keeps its deadline. */
function withUnknownFate(outcome: StepOutcome, before: StepOutcome | undefined): StepOutcome {
  if (outcome.state !== 'failed' || outcome.status || before?.state !== 'sent') return outcome
  return { ...outcome, until: before.until }
}

async function runSteps(record: CopyRecord, deps: CopyDeps): Promise<CopyRecord> {
  const leaving = deps.leaving ?? pageIsLeaving
  let current = record
  // While the page unloads nothing is started, and an answer that comes back is not kept.
  if (leaving()) return current
  await deps.journal.save(current)
  for (const step of current.steps) {
    const earlier = current.outcomes[step.key]
    if (earlier?.state === 'done') continue
    if (leaving()) break
    // A request never answered may still commit until its deadline: wait for it and look once more.
    let pending = earlier?.until
    const sending = async () => {
      const waitMs = pending === undefined ? 0 : Date.parse(pending) - Date.now()
      pending = undefined
      if (waitMs > 0) {
        await (deps.sleep ?? sleep)(waitMs)
        throw new LookAgain()
      }
      const until = new Date(Date.now() + apiOf(deps.queryClient).deadlines.mutationMs)
      const outcome: StepOutcome = { state: 'sent', until: until.toISOString() }
      current = { ...current, outcomes: { ...current.outcomes, [step.key]: outcome } }
      await deps.journal.save(current)
    }
    const ran = await runStep(deps, current, step, sending)
    const { targetId } = ran
    if (leaving()) break
    const outcome = withUnknownFate(ran.outcome, current.outcomes[step.key])
    current = { ...current, targetId, outcomes: { ...current.outcomes, [step.key]: outcome } }
    await deps.journal.save(current)
    deps.onProgress?.(current)
    if (outcome.state === 'failed') break
  }
  return current
}
