import { beforeEach, describe, expect, it } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { keptFilesIn } from '@/workflows/uploads/kept-files'
import { apiOf } from '@/api/session-client'
import { simulation } from '@/api/simulations/schema'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { cancelRuns, planAgain, withCancelsKept } from './cancel-runs'
import { planSet } from './plan-set'
import { runSet, type SetDeps } from './run-set'
import { creationOf } from './run-state'
import { setJournalIn, type SetRecord } from './set-record'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const base = copyBase(backend)
let deps: SetDeps & { journal: ReturnType<typeof setJournalIn> }

beforeEach(() => {
  deps = {
    queryClient: createTestQueryClient(),
    journal: setJournalIn(memoryKeyValue()),
    kept: keptFilesIn(memoryKeyValue()),
  }
})

async function storedPlan(name: string) {
  const run = await base.createBreachBase()
  const breaches = base.breachChoices(3)
  const plan = await planSet(deps.queryClient, run, {
    kind: 'breach',
    name,
    now: backend.now(),
    breaches,
    depth: 'base',
  })
  await deps.journal.save(plan)
  return plan
}

const namesTagged = async (tag: string) =>
  (
    await apiOf(deps.queryClient).listAll('/simulations/', simulation, {
      query: { tags__in: tag },
    })
  ).map((run) => run.name)

const states = (record: SetRecord | 'busy') => {
  if (record === 'busy') throw new Error('no other tab here')
  return record.runs.map((run) => creationOf(run).state)
}

describe('cancelling runs of a set before they are created', () => {
  it('a cancelled run is not created; the others are', async () => {
    const plan = await storedPlan('Cancel A')
    expect(await cancelRuns(deps.journal, plan.slug, [1])).toEqual([1])
    const done = await runSet(plan, deps)
    expect(states(done)).toEqual(['created', 'cancelled', 'created'])
    expect(await namesTagged('set:cancel-a')).toHaveLength(2)
  })

  it('a Cancel stored while the creation is under way is seen when the creation reaches that run', async () => {
    const plan = await storedPlan('Cancel B')
    let cancelledMidway = false
    const done = await runSet(plan, {
      ...deps,
      onProgress: (progress) => {
        if (cancelledMidway || creationOf(progress.runs[0]!).state !== 'created') return
        cancelledMidway = true
        void cancelRuns(deps.journal, plan.slug, [2])
      },
    })
    expect(cancelledMidway).toBe(true)
    expect(states(done)).toEqual(['created', 'created', 'cancelled'])
    expect(await namesTagged('set:cancel-b')).toHaveLength(2)
  })

  it('a run already created cannot be cancelled; a cancelled one planned again is created', async () => {
    const plan = await storedPlan('Cancel C')
    await cancelRuns(deps.journal, plan.slug, [2])
    await runSet(plan, deps)
    expect(await cancelRuns(deps.journal, plan.slug, [0, 2])).toEqual([])
    await planAgain(deps.journal, plan.slug, 2)
    const again = await runSet((await deps.journal.find(plan.slug))!, deps, 2)
    expect(states(again)).toEqual(['created', 'created', 'created'])
    expect(await namesTagged('set:cancel-c')).toHaveLength(3)
  })

  it('what the board shows keeps a Cancel newer than the creation’s report', async () => {
    const plan = await storedPlan('Cancel D')
    await cancelRuns(deps.journal, plan.slug, [1])
    const shown = (await deps.journal.find(plan.slug))!
    expect(withCancelsKept(shown, plan).runs.map((run) => creationOf(run).state)).toEqual([
      'planned',
      'cancelled',
      'planned',
    ])
    expect(withCancelsKept(null, plan)).toBe(plan)
  })
})
