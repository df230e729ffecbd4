import { expect } from 'vitest'
import { expectStatus, type Scenario } from './scenario'
import { createRun } from './simulations'

const viewer = (id: number, what: string) =>
  `/simulations/${id}/results/post_processing/viewer/${what}/`

export const postProcessingScenarios: Scenario[] = [
  {
    name: 'post-processing: none yet (404), Basic, Arrival, Damage, a refusal, the viewer to archived',
    run: async (client) => {
      const { call, tick } = client
      tick(60) // earlier scenarios' runs finish and free their sessions
      const id = await createRun(client, 'Contract: post-processing')
      expectStatus(await call(viewer(id, 'status')), 404)
      expectStatus(await call(viewer(id, 'basic')), 404)
      expectStatus(await call(viewer(id, 'status/history')), 200)
      const basic = { scenario_name: 'Contract', process_basic_results: true }
      expectStatus(await call(viewer(id, 'basic'), { body: basic }), 201)
      expectStatus(await call(viewer(id, 'basic'), { body: basic }), 400)
      expectStatus(await call(viewer(id, 'arrival'), { body: {} }), 201)
      const damage = {
        cost_type: 'avg',
        flood_month: 'sep',
        inundation_period: 12.0,
        repair_time_infrastructure: 120,
        repair_time_buildings: 240,
      }
      expectStatus(await call(viewer(id, 'damage'), { body: damage }), 201)
      expectStatus(await call(viewer(id, 'status')), 200)
      expectStatus(await call(viewer(id, 'overview')), 200)
      for (const kind of ['basic', 'arrival', 'damage'])
        expectStatus(await call(viewer(id, kind)), 200)
      expectStatus(await call(`/simulations/${id}/actions/`, { body: { name: 'start' } }), 201)
      tick(120)
      const status = expectStatus<{ status: string }>(await call(viewer(id, 'status')), 200)
      expect(status.status).toBe('archived')
      expectStatus(await call(viewer(id, 'status/history')), 200)
      expectStatus(await call(viewer(id, 'start'), { body: {} }), 400)
      expectStatus(await call(viewer(id, 'start/retry'), { body: {} }), 400)
    },
  },
  {
    name: 'post-processing: the viewer started for a run that had already finished',
    run: async (client) => {
      const { call, tick } = client
      const id = await createRun(client, 'Contract: late viewer')
      expectStatus(await call(`/simulations/${id}/actions/`, { body: { name: 'start' } }), 201)
      tick(120)
      const basic = { scenario_name: 'Late', process_basic_results: false }
      expectStatus(await call(viewer(id, 'basic'), { body: basic }), 201)
      expectStatus(await call(viewer(id, 'start'), { body: {} }), 201)
      expectStatus(await call(viewer(id, 'status')), 200)
    },
  },
  {
    name: 'post-processing: archiving failed, retried to archived',
    run: async (client) => {
      const { call, tick } = client
      const id = await createRun(client, 'Contract: retried viewer')
      const basic = { scenario_name: 'Contract: archiving fails', process_basic_results: false }
      expectStatus(await call(viewer(id, 'basic'), { body: basic }), 201)
      expectStatus(await call(`/simulations/${id}/actions/`, { body: { name: 'start' } }), 201)
      tick(120)
      expectStatus(await call(viewer(id, 'start/retry'), { body: {} }), 200)
      tick(60)
      const status = expectStatus<{ status: string }>(await call(viewer(id, 'status')), 200)
      expect(status.status).toBe('archived')
    },
  },
]
