import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import {
  tableStructureControl,
  timedStructureControl,
} from '@/api/simulations/structure-control-schema'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { structureControlChecksSettled } from '@/mocks/simulations/structure-controls/validation'
import { setupTestBackend } from '@/testing/test-backend'
import { createRun as createRunWith } from '@/testing/new-run'
import { pumpCapacityControl, weirCrestControl } from '@/testing/structure-control'

const { api, getParsed, backend } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const ZUIDPLASPOLDER = 1
const table = (id: number) => `/simulations/${id}/events/structure-control/table/`
const timed = (id: number) => `/simulations/${id}/events/structure-control/timed/`

async function createRun() {
  return createRunWith(api, { name: 'Zuidplaspolder weir control', duration: 3 * 3600 })
}

function network() {
  const model = backend.world.models.find((each) => each.id === ZUIDPLASPOLDER)
  if (!model) throw new Error('Zuidplaspolder is seeded')
  const numbering = createGridNumbering(model.fixture)
  const weir = numbering.layout.weirs[0]
  const node = numbering.layout.nodes[0]
  const channelIndex = numbering.links.findIndex((link) => link.category === 'channels')
  if (!weir || !node || channelIndex === -1) throw new Error('Zuidplaspolder has weirs')
  return { numbering, weir, node, channelLine: numbering.linkLineId(channelIndex) }
}

function weirControl() {
  const { weir, node } = network()
  return weirCrestControl(weir.id, node.id)
}

async function settledRecord(id: number, recordId: number) {
  await structureControlChecksSettled(backend.storage)
  return getParsed(`${table(id)}${recordId}/`, tableStructureControl)
}

describe('table structure controls', () => {
  it('answers processing, then valid with the grid id looked up; listed and removable', async () => {
    const id = await createRun()
    const answer = await api(table(id), { body: weirControl() })
    expect(answer.status).toBe(201)
    const record = tableStructureControl.parse(answer.body)
    expect(record.state).toBe('processing')
    const settled = await settledRecord(id, record.id)
    expect(settled).toMatchObject({ state: 'valid', state_detail: null })
    const { numbering, weir } = network()
    const weirIndex = numbering.links.findIndex((l) => l.category === 'weirs' && l.id === weir.id)
    expect(settled.grid_id).toBe(numbering.linkLineId(weirIndex))
    const listed = await getParsed(table(id), listEnvelope(tableStructureControl))
    expect(listed.count).toBe(1)
    const overview = await api(`/simulations/${id}/events/`)
    expect(overview.body).toMatchObject({ tablestructurecontrols: [{ id: record.id }] })
    expect((await api(`${table(id)}${record.id}/`, { method: 'DELETE' })).status).toBe(204)
    expect((await api(`${table(id)}${record.id}/`)).status).toBe(404)
  })

  it('400 for a malformed payload: unknown operator, no rows, more than 150 rows', async () => {
    const id = await createRun()
    const body = weirControl()
    const badOperator = {
      ...body,
      measure_specification: { ...body.measure_specification, operator: '=' },
    }
    expect((await api(table(id), { body: badOperator })).status).toBe(400)
    expect((await api(table(id), { body: { ...body, values: [] } })).status).toBe(400)
    const many = Array.from({ length: 151 }, (_, index) => [index, 1])
    const answer = await api(table(id), { body: { ...body, values: many } })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ values: [expect.stringMatching(/150/)] })
  })

  it('400 for an action the structure does not take: pump capacity on a weir', async () => {
    const id = await createRun()
    const body = { ...weirControl(), type: 'set_pump_capacity' }
    const answer = await api(table(id), { body })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ type: [expect.stringMatching(/does not apply to a/)] })
  })

  it('rules of api.md broken: accepted, then invalid with state_detail naming each', async () => {
    const id = await createRun()
    const body = weirControl()
    const broken = {
      ...body,
      measure_specification: { ...body.measure_specification, operator: '<', variable: 'q' },
    }
    const answer = await api(table(id), { body: broken })
    expect(answer.status).toBe(201)
    const settled = await settledRecord(id, tableStructureControl.parse(answer.body).id)
    expect(settled.state).toBe('invalid')
    expect(settled.state_detail).toEqual([
      expect.stringMatching(/connection_node: it measures s1 or vol1, not q/),
      expect.stringMatching(/with < the thresholds must descend/),
    ])
  })

  it('structure and grid ids are resolved against the model: unknown id or type mismatch is invalid', async () => {
    const id = await createRun()
    const { channelLine, numbering } = network()
    const { structure_id: _, ...rest } = weirControl()
    const mismatch = await api(table(id), { body: { ...rest, grid_id: channelLine } })
    const mismatchRecord = await settledRecord(id, tableStructureControl.parse(mismatch.body).id)
    expect(mismatchRecord.state).toBe('invalid')
    expect(mismatchRecord.state_detail).toEqual([
      expect.stringMatching(/grid id \d+ is a channel in the grid administration, not a weir/),
    ])
    const body = weirControl()
    const cell = {
      ...body,
      structure_id: 999_999,
      measure_specification: {
        ...body.measure_specification,
        locations: [{ content_type: 'v2_connection_node', grid_id: 1, weight: '1' }],
      },
    }
    const unknown = await api(table(id), { body: cell })
    const unknownRecord = await settledRecord(id, tableStructureControl.parse(unknown.body).id)
    expect(unknownRecord.state_detail).toEqual([
      'Target structure: the model has no weir with id 999999.',
      'Measure location 1: grid id 1 is a 2D cell, not a connection node.',
    ])
    const node = numbering.layout.nodes[1]
    if (!node) throw new Error('Zuidplaspolder has connection nodes')
    const byGrid = {
      ...body,
      measure_specification: {
        ...body.measure_specification,
        locations: [
          { content_type: 'v2_connection_node', grid_id: numbering.node1dId(node.id), weight: '1' },
        ],
      },
    }
    const valid = await api(table(id), { body: byGrid })
    expect((await settledRecord(id, tableStructureControl.parse(valid.body).id)).state).toBe(
      'valid',
    )
  })

  it('409 after the run started, for adding and removing', async () => {
    const id = await createRun()
    const kept = tableStructureControl.parse((await api(table(id), { body: weirControl() })).body)
    await structureControlChecksSettled(backend.storage)
    expect(
      (await api(`/simulations/${id}/actions/`, { body: { name: 'initialize' } })).status,
    ).toBe(201)
    expect((await api(table(id), { body: weirControl() })).status).toBe(409)
    expect((await api(`${table(id)}${kept.id}/`, { method: 'DELETE' })).status).toBe(409)
  })
})

describe('timed structure controls', () => {
  it('a pump station’s capacity: valid; pump capacity on a weir: 400 naming the type', async () => {
    const id = await createRun()
    const { numbering } = network()
    const pump = numbering.layout.pumps[0]
    if (!pump) throw new Error('Zuidplaspolder has a pump station')
    const body = pumpCapacityControl(pump.id)
    const answer = await api(timed(id), { body })
    expect(answer.status).toBe(201)
    const wrong = await api(timed(id), { body: { ...body, structure_type: 'v2_weir' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ type: [expect.stringMatching(/does not apply to a/)] })
    await structureControlChecksSettled(backend.storage)
    const listed = await getParsed(timed(id), listEnvelope(timedStructureControl))
    expect(listed.results.map((record) => record.state)).toEqual(['valid'])
    expect((await api(timed(id), { body: { ...body, duration: 0 } })).status).toBe(400)
  })
})
