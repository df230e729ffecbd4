import { expect } from 'vitest'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { structureControlChecksSettled } from '@/mocks/simulations/structure-controls/validation'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'
import { createRun } from './simulations'

type Control = { id: number; state: string }

function networkOf(client: ContractClient) {
  const model = client.world.models.find((each) => each.id === 1)
  if (!model) throw new Error('model 1 is seeded')
  const { layout } = createGridNumbering(model.fixture)
  const [weir, node, pump] = [layout.weirs[0], layout.nodes[0], layout.pumps[0]]
  if (!weir || !node || !pump) throw new Error('model 1 has weirs, nodes and a pump station')
  return { weir: weir.id, node: node.id, pump: pump.id }
}

export const structureControlScenarios: Scenario[] = [
  {
    name: 'structure controls: table and timed added (valid, invalid), listed, read, removed; 400, 409',
    run: async (client) => {
      const { weir, node, pump } = networkOf(client)
      const run = await createRun(client, 'Contract: structure controls')
      const table = `/simulations/${run}/events/structure-control/table/`
      const timed = `/simulations/${run}/events/structure-control/timed/`
      const tableBody = {
        structure_id: weir,
        structure_type: 'v2_weir',
        type: 'set_discharge_coefficients',
        offset: 0,
        duration: 3600,
        measure_specification: {
          variable: 's1',
          operator: '>=',
          locations: [{ content_type: 'v2_connection_node', content_pk: node, weight: '1.00' }],
        },
        values: [
          [-1, 0.2, 0.2],
          [-0.5, 0.8, 0.8],
        ],
      }
      const timedBody = {
        structure_id: pump,
        structure_type: 'v2_pumpstation',
        type: 'set_pump_capacity',
        offset: 60,
        duration: 600,
        value: [0.3],
      }
      const added = expectStatus<Control>(await client.call(table, { body: tableBody }), 201)
      const refused = { ...tableBody, values: [[-1, 0.2, 0]] }
      expectStatus(await client.call(table, { body: refused }), 201)
      expectStatus(await client.call(table, { body: { ...tableBody, values: [] } }), 400)
      const addedTimed = expectStatus<Control>(await client.call(timed, { body: timedBody }), 201)
      expectStatus(await client.call(timed, { body: { ...timedBody, value: [] } }), 400)
      await structureControlChecksSettled(client.storage)

      const states = expectStatus<Page<Control>>(await client.call(table), 200).results
      expect(states.map((control) => control.state)).toEqual(['valid', 'invalid'])
      expectStatus(await client.call(timed), 200)
      expectStatus(await client.call(`${table}${added.id}/`), 200)
      expectStatus(await client.call(`${timed}${addedTimed.id}/`), 200)
      expectStatus(await client.call(`/simulations/${run}/events/`), 200)
      expectStatus(await client.call(`${table}${added.id}/`, { method: 'DELETE' }), 204)
      expectStatus(await client.call(`${timed}${addedTimed.id}/`, { method: 'DELETE' }), 204)
      expectStatus(await client.call(`${table}${added.id}/`), 404)

      expectStatus(await client.call(table, { body: tableBody }), 201)
      // Every session may be in use by the scenarios before: queued (202) leaves `created` too.
      const started = await client.call(`/simulations/${run}/actions/`, { body: { name: 'start' } })
      expect([201, 202]).toContain(started.status)
      expectStatus(await client.call(table, { body: tableBody }), 409)
      expectStatus(await client.call(timed, { body: timedBody }), 409)
    },
  },
]
