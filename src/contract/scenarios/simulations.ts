import { expect } from 'vitest'
import { DEMO_TOKENS, POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'

type Run = { id: number }
type Status = { name: string; paused: boolean | null; exit_code: unknown }

const ALL_RUNS = '/simulations/?limit=250'

/** A new run of model 1 (finishes about 10 s after `start`), as the new-simulation form sends it. */
export async function createRun({ call, now }: ContractClient, name: string): Promise<number> {
  const body = {
    name,
    hydromodel: '1',
    organisation: POLDER_WATER_BOARD.unique_id,
    start_datetime: now().toISOString(),
    duration: 3600,
    tags: ['contract'],
  }
  return expectStatus<Run>(await call('/simulations/', { body }), 201).id
}

const act = (client: ContractClient, id: number, name: string) =>
  client.call(`/simulations/${id}/actions/`, { body: { name } })

async function readRun({ call }: ContractClient, id: number): Promise<Status> {
  expectStatus(await call(`/simulations/${id}/`), 200)
  expectStatus(await call(`/simulations/${id}/events/`), 200)
  expectStatus(await call(`/simulations/${id}/status/history/`), 200)
  expectStatus(await call(`/simulations/${id}/progress/`), 200)
  return expectStatus<Status>(await call(`/simulations/${id}/status/`), 200)
}

export const simulationScenarios: Scenario[] = [
  {
    name: 'simulations: lists (mine, the outsider’s, a malformed filter), statuses, each seeded run',
    run: async (client) => {
      const runs = expectStatus<Page<Run>>(await client.call(ALL_RUNS), 200).results
      expectStatus(await client.call(ALL_RUNS, { token: DEMO_TOKENS.outsider }), 200)
      expectStatus(await client.call('/simulations/?created__date=yesterday'), 400)
      expectStatus(await client.call('/statuses/?limit=250'), 200)
      expectStatus(await client.call('/statuses/?exit_code__gt=abc'), 400)
      for (const run of runs) await readRun(client, run.id)
      expectStatus(await client.call('/simulations/999999/'), 404)
      expectStatus(await client.call('/simulations/999999/status/'), 404)
    },
  },
  {
    name: 'create a simulation: 201, a malformed body and an unstartable model answer 400',
    run: async (client) => {
      await createRun(client, 'Contract: created')
      expectStatus(await client.call('/simulations/', { body: { name: '' } }), 400)
      const body = {
        name: 'Disabled model',
        hydromodel: '4',
        organisation: POLDER_WATER_BOARD.unique_id,
        start_datetime: client.now().toISOString(),
        duration: 3600,
      }
      expectStatus(await client.call('/simulations/', { body }), 400)
    },
  },
  {
    name: 'a run through its life: initialize, paused, start, running, pause, shutdown, finished',
    run: async (client) => {
      const id = await createRun(client, 'Contract: lifecycle')
      expect((await readRun(client, id)).name).toBe('created')
      expectStatus(await act(client, id, 'initialize'), 201)
      expect((await readRun(client, id)).name).toBe('starting')
      client.tick(3)
      expect(await readRun(client, id)).toMatchObject({ name: 'initialized', paused: true })
      expectStatus(await act(client, id, 'start'), 201)
      client.tick(1)
      expect(await readRun(client, id)).toMatchObject({ name: 'initialized', paused: false })
      expectStatus(await act(client, id, 'pause'), 201)
      expectStatus(await act(client, id, 'pause'), 400)
      expectStatus(await act(client, id, 'shutdown'), 201)
      client.tick(10)
      // api.md "exit_code | number": the current status and every history entry send a number.
      expect(await readRun(client, id)).toMatchObject({ name: 'finished', exit_code: 0 })
      const history = expectStatus<Page<Status>>(
        await client.call(`/simulations/${id}/status/history/`),
        200,
      ).results
      expect(history.map((entry) => entry.exit_code)).toEqual([
        ...history.slice(0, -1).map(() => null),
        0,
      ])
    },
  },
  {
    name: 'queueing: a start with every session in use answers 202, dequeue gives the run back',
    run: async (client) => {
      const ids = []
      for (const index of [1, 2, 3, 4]) ids.push(await createRun(client, `Contract: ${index}`))
      const [last, ...first] = ids.reverse()
      for (const id of first) expectStatus(await act(client, id, 'start'), 201)
      expectStatus(await act(client, last ?? 0, 'start'), 202)
      expect((await readRun(client, last ?? 0)).name).toBe('queued')
      expectStatus(await act(client, last ?? 0, 'dequeue'), 201)
    },
  },
]
