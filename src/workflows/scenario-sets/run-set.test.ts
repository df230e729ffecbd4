import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { keptFilesIn } from '@/workflows/uploads/kept-files'
import { apiOf } from '@/api/session-client'
import { breachEvent } from '@/api/simulations/breach-schema'
import { simulation, type Simulation } from '@/api/simulations/schema'
import { TEST_API_BASE } from '@/mocks/node'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { planSet } from './plan-set'
import { creationOf } from './run-state'
import { runSet, STORAGE_FULL, type SetDeps } from './run-set'
import { setJournalIn, type SetJournal } from './set-record'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const base = copyBase(backend)
let deps: SetDeps

beforeEach(() => {
  deps = {
    queryClient: createTestQueryClient(),
    journal: setJournalIn(memoryKeyValue()),
    kept: keptFilesIn(memoryKeyValue()),
    // An unanswered request's deadline is not waited for here (run-copy.test.ts tests the wait).
    sleep: async () => {},
  }
})

/** A base with one breach, whose parameters every run of a breach set takes. */
async function breachBase() {
  const run = await base.createBreachBase({
    offset: 600,
    duration_till_max_depth: 900,
    maximum_breach_depth: 2,
  })
  await base.post(`/simulations/${run.id}/initial/1d_water_level/predefined/`, {})
  return run
}

function planOf(run: Simulation, name: string, count = 3) {
  const breaches = base.breachChoices(count)
  return planSet(deps.queryClient, run, {
    kind: 'breach',
    name,
    now: backend.now(),
    breaches,
    depth: 'base',
  })
}

/** The runs the set's tag finds, each with its breaches: what anyone sees of the set. */
async function endState(tag: string) {
  const api = apiOf(deps.queryClient)
  const runs = await api.listAll('/simulations/', simulation, { query: { tags__in: tag } })
  const described = await Promise.all(
    runs.map(async (run) => {
      const path = `/simulations/${run.id}/events/breaches/`
      const breaches = await api.listAll(path, breachEvent)
      const bodies = breaches.map(({ id: _id, url: _url, ...body }) => body)
      return { name: run.name, tags: run.tags, breaches: bodies }
    }),
  )
  return described.sort((a, b) => a.name.localeCompare(b.name))
}

class Interrupted extends Error {}

/** A journal that stops the work at its `at`-th save, as a closed tab would. */
function interruptedAt(at: number, inner: SetJournal): SetJournal & { saves: () => number } {
  let saves = 0
  const count = () => {
    saves += 1
    if (saves === at) throw new Interrupted(`stopped at save ${at}`)
  }
  return {
    find: inner.find,
    findRun: inner.findRun,
    save: async (record) => {
      count()
      await inner.save(record)
    },
    saveRun: async (slug, index, run) => {
      count()
      await inner.saveRun(slug, index, run)
    },
    saves: () => saves,
  }
}

describe('a scenario set', () => {
  it('makes one run per breach, named after the base and the breach, tagged with the set, each with the base’s parameters and its own breach', async () => {
    const run = await breachBase()
    const done = await runSet(await planOf(run, 'Levee A'), deps)
    if (done === 'busy') throw new Error('no other tab here')
    const codes = base.potentialBreaches().slice(0, 3)
    const state = await endState('set:levee-a')
    expect(state.map((each) => each.name)).toEqual(
      codes.map((each) => `Base run – ${each.code}`).sort((a, b) => a.localeCompare(b)),
    )
    for (const each of state) {
      expect(each.tags.slice(0, 3)).toEqual(['levee', 'storm', 'set:levee-a'])
      expect(each.tags[3]).toMatch(/^polder-copy:[0-9a-f]{16}$/)
      expect(each.breaches).toHaveLength(1)
      expect(each.breaches[0]).toMatchObject({ offset: 600, initial_width: 8 })
    }
    expect(done.runs.map((each) => creationOf(each).state)).toEqual([
      'created',
      'created',
      'created',
    ])
  })

  it('interrupted at any step and run again, ends as if never interrupted: no run or breach twice', async () => {
    const run = await breachBase()
    const counting = interruptedAt(0, deps.journal)
    await runSet(await planOf(run, 'Reference'), { ...deps, journal: counting })
    const reference = (await endState('set:reference')).map((each) => ({
      ...each,
      tags: each.tags.slice(0, 2),
    }))
    for (let at = 1; at <= counting.saves(); at += 1) {
      const journal = setJournalIn(memoryKeyValue())
      const plan = await planOf(run, `Cut ${at}`)
      await expect(
        runSet(plan, { ...deps, journal: interruptedAt(at, journal) }),
      ).rejects.toBeInstanceOf(Interrupted)
      // After the reload: the stored plan (or, cut before its first save, the plan again).
      const again = await runSet((await journal.find(plan.slug)) ?? plan, { ...deps, journal })
      if (again === 'busy') throw new Error('no other tab here')
      const state = await endState(`set:cut-${at}`)
      expect(state.map((each) => ({ ...each, tags: each.tags.slice(0, 2) }))).toEqual(reference)
      expect(again.runs.every((each) => creationOf(each).state === 'created')).toBe(true)
    }
  })

  it('adding to an existing set leaves out the runs it holds', async () => {
    const run = await breachBase()
    await runSet(await planOf(run, 'Levee B', 2), deps)
    const more = await planOf(run, 'Levee B', 3)
    expect(more.runs).toHaveLength(1)
    await runSet(more, { ...deps, journal: setJournalIn(memoryKeyValue()) })
    expect(await endState('set:levee-b')).toHaveLength(3)
  })

  it('a failed creation keeps its reason and stops nothing else; Retry creates it', async () => {
    const run = await breachBase()
    const [, second] = base.potentialBreaches()
    let refused = false
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/:id/events/breaches/`, async ({ request }) => {
        const body = (await request.clone().json()) as { potential_breach: number }
        if (body.potential_breach !== second?.id || refused) return undefined
        refused = true
        return HttpResponse.json({ detail: 'The breach was refused.' }, { status: 400 })
      }),
    )
    const done = await runSet(await planOf(run, 'Levee C'), deps)
    if (done === 'busy') throw new Error('no other tab here')
    const states = done.runs.map(creationOf)
    expect(states.map((each) => each.state)).toEqual(['created', 'failed', 'created'])
    expect(states[1]).toMatchObject({ message: expect.stringContaining('The breach was refused') })
    const retried = await runSet(done, deps, 1)
    if (retried === 'busy') throw new Error('no other tab here')
    expect(retried.runs.map((each) => creationOf(each).state)).toEqual([
      'created',
      'created',
      'created',
    ])
    expect(await endState('set:levee-c')).toHaveLength(3)
  })

  it('keeps nothing once the page unloads: the next page goes on from the plan, each run once', async () => {
    const run = await breachBase()
    const plan = await planOf(run, 'Levee L')
    // The page starts to unload after the first run is kept: the demo's mock answers no more,
    // and what comes back (a static server's 405) is not the API's word on the others.
    let leaving = false
    let savedWhileLeaving = 0
    const original = deps.journal.saveRun.bind(deps.journal)
    deps.journal = {
      ...deps.journal,
      saveRun: async (...args) => {
        if (leaving) savedWhileLeaving += 1
        return original(...args)
      },
    }
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/`, () => {
        if (!leaving) return undefined
        return new HttpResponse('Method Not Allowed', { status: 405 })
      }),
    )
    const cut = await runSet(plan, {
      ...deps,
      leaving: () => leaving,
      onProgress: (record) => {
        if (creationOf(record.runs[0] ?? record.runs[1]!).state === 'created') leaving = true
      },
    })
    if (cut === 'busy') throw new Error('no other tab here')
    const kept = await deps.journal.find(plan.slug)
    expect(kept?.runs.map((each) => creationOf(each).state)).not.toContain('failed')
    expect(savedWhileLeaving).toBe(0)

    leaving = false
    const next = await runSet(plan, deps)
    if (next === 'busy') throw new Error('no other tab here')
    expect(next.runs.map((each) => creationOf(each).state)).toEqual([
      'created',
      'created',
      'created',
    ])
    expect(await endState('set:levee-l')).toHaveLength(3)
  })

  it('a full storage stops the whole set with a clear message', async () => {
    const run = await breachBase()
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/`, () =>
        HttpResponse.json({ detail: 'The storage is full.' }, { status: 507 }),
      ),
    )
    const done = await runSet(await planOf(run, 'Levee D'), deps)
    if (done === 'busy') throw new Error('no other tab here')
    expect(done.stopped).toBe(STORAGE_FULL)
    expect(done.runs.map((each) => creationOf(each).state)).toEqual([
      'failed',
      'planned',
      'planned',
    ])
    expect((await deps.journal.find(done.slug))?.stopped).toBe(STORAGE_FULL)
  })

  it('leaves the work to the tab that holds the set’s lock', async () => {
    const run = await breachBase()
    const busy = await runSet(await planOf(run, 'Levee E'), {
      ...deps,
      lock: async () => 'busy' as const,
    })
    expect(busy).toBe('busy')
    expect(await endState('set:levee-e')).toHaveLength(0)
  })
})
