// Creating a scenario set of breach runs, per run, against creating and configuring one run alone
// (issue 24: ≤ 1.5×); the `sets` part of `npm run bench`. Method: bench/README.md "Sets".
import { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { createApiClient } from '../src/api/client'
import { memoryKeyValue } from '../src/workflows/browser/browser-key-value'
import { journalIn } from '../src/workflows/copies/copy-record'
import { planCopy } from '../src/workflows/copies/plan-copy'
import { runCopy } from '../src/workflows/copies/run-copy'
import { potentialBreach } from '../src/api/models/schema'
import { planSet } from '../src/workflows/scenario-sets/plan-set'
import { runSet } from '../src/workflows/scenario-sets/run-set'
import { setJournalIn } from '../src/workflows/scenario-sets/set-record'
import { setSessionClient, apiOf } from '../src/api/session-client'
import { breachEvent } from '../src/api/simulations/breach-schema'
import { simulation } from '../src/api/simulations/schema'
import { DEMO_TOKENS, POLDER_WATER_BOARD } from '../src/mocks/db/accounts'
import { startMockServer } from '../scripts/mock-server/start-mock-server'
/** Rijnland regional: the mock's model with the most potential breaches (48; issue 24 asks 50). */
const MODEL = 2

function clientFor(apiBaseUrl: string): QueryClient {
  const queryClient = new QueryClient()
  const api = createApiClient({ baseUrl: apiBaseUrl, token: DEMO_TOKENS.modeller, retry: false })
  setSessionClient(queryClient, api)
  return queryClient
}

/** A base as a modeller leaves it: a breach and the predefined 1D water levels. */
async function createBase(queryClient: QueryClient, name: string, breachId: number) {
  const api = apiOf(queryClient)
  const base = await api.post(
    '/simulations/',
    {
      name,
      hydromodel: String(MODEL),
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    },
    simulation,
  )
  const breach = {
    potential_breach: breachId,
    offset: 0,
    duration_till_max_depth: 600,
    initial_width: 10,
  }
  await api.post(`/simulations/${base.id}/events/breaches/`, breach, breachEvent)
  await api.post(`/simulations/${base.id}/initial/1d_water_level/predefined/`, {}, z.unknown())
  return base
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

/** One paired sample: the set's time per run and one run alone, each in ms. */
export type SetCreation = { alone: number; perRun: number; count: number }

/**
 * A fresh mock API in this process; one run copied alone (after a first, unmeasured copy that
 * warms the server), then a breach set over every potential breach of the model.
 */
export async function measureSetCreation(round: number): Promise<SetCreation> {
  const mock = await startMockServer({ port: 0, storagePort: 0, allowedOrigins: [], log: () => {} })
  try {
    const queryClient = clientFor(mock.apiBaseUrl)
    const api = apiOf(queryClient)
    const breaches = await api.listAll(`/hydromodels/${MODEL}/potentialbreaches/`, potentialBreach)
    const [first] = breaches
    if (!first) throw new Error('the bench model has potential breaches')
    const base = await createBase(queryClient, `Set bench base ${round}`, first.id)
    const now = new Date()
    const copyAlone = async (name: string) => {
      const plan = await planCopy(queryClient, base, { name, now, key: name })
      await runCopy(plan, { queryClient, journal: journalIn(memoryKeyValue()) })
    }
    // Unmeasured: the server's and this process's first copy pays for warming up.
    await copyAlone(`Warm-up ${round}`)
    const alone = await timed(() => copyAlone(`Alone ${round}`))
    const choices = breaches.map((each) => ({
      potentialBreachId: each.id,
      code: each.code ?? String(each.id),
    }))
    const whole = await timed(async () => {
      const plan = await planSet(queryClient, base, {
        kind: 'breach',
        name: `Bench set ${round}`,
        now,
        breaches: choices,
        depth: 'base',
      })
      await runSet(plan, { queryClient, journal: setJournalIn(memoryKeyValue()) })
    })
    return { alone, perRun: whole / choices.length, count: choices.length }
  } finally {
    await mock.close()
  }
}
