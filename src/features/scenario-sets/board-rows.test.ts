import { describe, expect, it } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { planSet } from '@/workflows/scenario-sets/plan-set'
import { runSet } from '@/workflows/scenario-sets/run-set'
import { setJournalIn } from '@/workflows/scenario-sets/set-record'
import { apiOf } from '@/api/session-client'
import { simulation } from '@/api/simulations/schema'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { boardRows } from './board-rows'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const base = copyBase(backend)

describe('the board’s rows', () => {
  it('show every simulation the set’s tag finds, keyed by id: a run created twice is two rows', async () => {
    const queryClient = createTestQueryClient()
    const run = await base.createBreachBase({ offset: 600, duration_till_max_depth: 900 })
    const plan = await planSet(queryClient, run, {
      kind: 'breach',
      name: 'Twice',
      now: backend.now(),
      breaches: base.breachChoices(3),
      depth: 'base',
    })
    const done = await runSet(plan, { queryClient, journal: setJournalIn(memoryKeyValue()) })
    if (done === 'busy') throw new Error('no other tab here')
    // A create the server committed after its deadline: the third run's body made once more.
    const third = done.runs[2]?.copy.steps[0]
    if (third?.kind !== 'simulation') throw new Error('a run’s plan starts with its create')
    const duplicate = await base.post('/simulations/', third.body)
    const found = await apiOf(queryClient).listAll('/simulations/', simulation, {
      query: { tags__in: plan.tag },
    })
    expect(found).toHaveLength(4)

    const rows = boardRows(done, found, new Map())
    expect(rows).toHaveLength(4)
    expect(new Set(rows.map((row) => row.key)).size).toBe(4)
    expect(rows.map((row) => row.simulation?.id).sort()).toEqual(
      found.map((each) => each.id).sort(),
    )
    const twins = rows.filter((row) => row.name === third.body.name)
    expect(twins.map((row) => row.key).sort()).toEqual(
      [`run-${done.runs[2]?.copy.targetId}`, `run-${duplicate.id}`].sort(),
    )
    // The planned run keeps the simulation it made; the other is a row of its own.
    expect(twins.find((row) => row.planIndex === 2)?.simulation?.id).toBe(
      done.runs[2]?.copy.targetId,
    )
  })
})
