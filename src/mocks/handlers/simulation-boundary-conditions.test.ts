import { describe, expect, it } from 'vitest'
import { listEnvelope, uploadLink } from '@/api/common'
import { modelBoundaryCondition } from '@/api/models/schema'
import { fileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'
import { boundaryValidationsSettled } from '@/mocks/simulations/boundary-conditions/validation'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/test-backend'

const { api, backend } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const createdRun = () => createRun(api, { name: 'Boundary check', hydromodel: 1 })

const collection = (id: number) => `/simulations/${id}/events/boundaryconditions/file/`

async function modelSeries() {
  const answer = await api('/hydromodels/1/boundaryconditions/')
  const { results } = listEnvelope(modelBoundaryCondition).parse(answer.body)
  expect(results.length).toBeGreaterThan(1)
  return results.map((condition) => ({
    id: condition.boundary_id,
    type: condition.dimension === 'one_d' ? '1D' : '2D',
    interpolate: true,
    values: [
      [0, 0.5],
      [3600, 1],
    ],
  }))
}

async function files(id: number) {
  return listEnvelope(fileBoundaryCondition).parse((await api(collection(id))).body).results
}

async function upload(id: number, filename: string, content: unknown) {
  const answer = await api(collection(id), { body: { filename } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const { put_url } = uploadLink.parse(answer.body)
  const bytes = new TextEncoder().encode(JSON.stringify(content))
  expect((await fetch(put_url, { method: 'PUT', body: bytes })).status).toBe(200)
  await boundaryValidationsSettled(backend.storage)
  const [record] = await files(id)
  if (!record) throw new Error('no record')
  return record
}

describe('boundary-conditions file', () => {
  it('normalises the name, waits for the bytes, then is valid when every boundary is covered', async () => {
    const id = await createdRun()
    const answer = await api(collection(id), { body: { filename: '  my bc (v2).json ' } })
    expect(answer.body).toMatchObject({ filename: 'my_bc_v2.json' })
    const [waiting] = await files(id)
    expect(waiting).toMatchObject({ file: { filename: 'my_bc_v2.json', state: 'created' } })
    const record = await upload(id, 'my bc (v2).json', await modelSeries())
    expect(record).toMatchObject({ id: waiting?.id, state: 'valid', state_detail: null })
    const overview = await api(`/simulations/${id}/events/`)
    expect(overview.body).toMatchObject({
      fileboundaryconditions: [{ id: record.id, state: 'valid' }],
    })
  })

  it('is invalid, naming the boundary, when one is missing, unknown or its times do not start at 0', async () => {
    const id = await createdRun()
    const [first, ...rest] = await modelSeries()
    const broken = [
      ...rest,
      { id: 99, type: '2D', interpolate: false, values: [[0, 1]] },
      { ...first, id: 98, values: [[10, 1]] },
    ]
    const record = await upload(id, 'bc.json', broken)
    expect(record.state).toBe('invalid')
    const detail = record.state_detail as string[]
    expect(detail).toContain(`${first?.type} boundary ${first?.id} has no timeseries.`)
    expect(detail).toContain('2D boundary 99 is not a boundary of the model.')
  })

  it('is invalid when the file is not JSON or has the wrong shape', async () => {
    const notJson = await upload(await createdRun(), 'a.json', undefined)
    expect(notJson.state).toBe('invalid')
    const wrongShape = await upload(await createdRun(), 'b.json', [{ id: 'one', values: 3 }])
    expect(wrongShape.state).toBe('invalid')
    expect(wrongShape.state_detail).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Item 0/)]),
    )
  })

  it('answers 400 to a malformed POST and refuses a second file', async () => {
    const id = await createdRun()
    expect((await api(collection(id), { body: {} })).status).toBe(400)
    expect((await api(collection(id), { body: { filename: ' ()' } })).status).toBe(400)
    await upload(id, 'bc.json', await modelSeries())
    const second = await api(collection(id), { body: { filename: 'other.json' } })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({ non_field_errors: [expect.stringMatching(/already/)] })
  })

  it('is removed by DELETE; after the run starts POST and DELETE answer 409', async () => {
    const id = await createdRun()
    const record = await upload(id, 'bc.json', await modelSeries())
    await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    expect((await api(`${collection(id)}${record.id}/`, { method: 'DELETE' })).status).toBe(409)
    expect((await api(collection(id), { body: { filename: 'c.json' } })).status).toBe(409)
    const other = await createdRun()
    const removable = await upload(other, 'bc.json', await modelSeries())
    expect((await api(`${collection(other)}${removable.id}/`, { method: 'DELETE' })).status).toBe(
      204,
    )
    expect(await files(other)).toEqual([])
  })
})

describe('boundary-conditions file download', () => {
  it('answers a get_url of the uploaded bytes, and 400 while the file waits for them', async () => {
    const id = await createdRun()
    const content = await modelSeries()
    const waiting = await api(collection(id), { body: { filename: 'wait.json' } })
    expect(waiting.status).toBe(201)
    const [record] = await files(id)
    if (!record) throw new Error('no record')
    expect((await api(`${collection(id)}${record.id}/download/`)).status).toBe(400)
    const uploaded = await upload(id, 'wait.json', content)
    const answer = await api(`${collection(id)}${uploaded.id}/download/`)
    expect(answer.status).toBe(200)
    const { get_url } = answer.body as { get_url: string }
    expect(JSON.parse(await (await fetch(get_url)).text())).toEqual(content)
    expect((await api(`${collection(id)}999999/download/`)).status).toBe(404)
  })
})
