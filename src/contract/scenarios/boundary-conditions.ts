import { expect } from 'vitest'
import { boundaryValidationsSettled } from '@/mocks/simulations/boundary-conditions/validation'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'
import { createRun } from './simulations'

type Upload = { filename: string; put_url: string }
type BoundaryFile = { id: number; state: string; file: { filename: string } }
type ModelBoundary = { boundary_id: number; dimension: 'one_d' | 'two_d' }

const filePath = (run: number) => `/simulations/${run}/events/boundaryconditions/file/`

async function uploadFile(client: ContractClient, run: number, content: unknown) {
  const link = expectStatus<Upload>(
    await client.call(filePath(run), { body: { filename: 'bc file.json' } }),
    201,
  )
  const bytes = new TextEncoder().encode(JSON.stringify(content))
  expect((await client.upload(link.put_url, bytes)).status).toBe(200)
  await boundaryValidationsSettled(client.storage)
  const [record] = expectStatus<Page<BoundaryFile>>(await client.call(filePath(run)), 200).results
  if (!record) throw new Error('the file is not listed')
  return record
}

export const boundaryConditionsScenarios: Scenario[] = [
  {
    name: 'boundary-conditions file: valid, invalid, the events overview, DELETE, 400, 404, 409',
    run: async (client) => {
      const boundaries = expectStatus<Page<ModelBoundary>>(
        await client.call('/hydromodels/1/boundaryconditions/'),
        200,
      ).results
      const series = boundaries.map((boundary) => ({
        id: boundary.boundary_id,
        type: boundary.dimension === 'one_d' ? '1D' : '2D',
        interpolate: false,
        values: [[0, 1]],
      }))
      const run = await createRun(client, 'Contract: boundary conditions')
      const invalid = await uploadFile(client, run, series.slice(1))
      expect(invalid.state).toBe('invalid')
      expectStatus(await client.call(`${filePath(run)}${invalid.id}/`), 200)
      expectStatus(await client.call(`${filePath(run)}${invalid.id}/`, { method: 'DELETE' }), 204)
      const valid = await uploadFile(client, run, series)
      expect(valid.state).toBe('valid')
      expectStatus(await client.call(`${filePath(run)}${valid.id}/download/`), 200)
      expectStatus(await client.call(`/simulations/${run}/events/`), 200)
      expectStatus(await client.call(filePath(run), { body: {} }), 400)
      expectStatus(await client.call(filePath(run), { body: { filename: 'second.json' } }), 400)
      expectStatus(await client.call(`${filePath(run)}999999/`), 404)
      expectStatus(await client.call(`${filePath(run)}999999/download/`), 404)
      expectStatus(
        await client.call(`/simulations/${run}/actions/`, { body: { name: 'start' } }),
        201,
      )
      expectStatus(await client.call(filePath(run), { body: { filename: 'late.json' } }), 409)
      expectStatus(await client.call(`${filePath(run)}${valid.id}/`, { method: 'DELETE' }), 409)
    },
  },
]
