import { expect } from 'vitest'
import { sampleRainNetcdf3, sampleRainNetcdf4 } from '@/mocks/seed/rain/sample-rain-files'
import { rainValidationsSettled } from '@/mocks/simulations/rain/validation'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'
import { createRun } from './simulations'

type Upload = { filename: string; put_url: string }
type Rain = { id: number; file: { filename: string; state: string } }

const rainPath = (run: number) => `/simulations/${run}/events/rain/rasters/netcdf/`

async function uploadRain(
  client: ContractClient,
  run: number,
  filename: string,
  bytes: Uint8Array,
) {
  const upload = expectStatus<Upload>(await client.call(rainPath(run), { body: { filename } }), 201)
  expect((await client.upload(upload.put_url, bytes)).status).toBe(200)
  await rainValidationsSettled(client.storage)
  const files = expectStatus<Page<Rain>>(await client.call(rainPath(run)), 200).results
  const record = files.find((file) => file.file.filename === filename)
  if (!record) throw new Error(`${filename} is not listed`)
  return record
}

export const rainScenarios: Scenario[] = [
  {
    name: 'rain NetCDF: created, processed, error, the events overview, DELETE, 400, 404, 409',
    run: async (client) => {
      const run = await createRun(client, 'Contract: rain')
      expectStatus(await client.call(rainPath(run), { body: { filename: 'waiting.nc' } }), 201)
      const processed = await uploadRain(client, run, 'sample.nc', await sampleRainNetcdf4())
      expect(processed.file.state).toBe('processed')
      const refused = await uploadRain(client, run, 'classic.nc', sampleRainNetcdf3())
      expect(refused.file.state).toBe('error')
      for (const record of expectStatus<Page<Rain>>(await client.call(rainPath(run)), 200)
        .results) {
        expectStatus(await client.call(`${rainPath(run)}${record.id}/`), 200)
      }
      expectStatus(await client.call(`/simulations/${run}/events/`), 200)
      expectStatus(await client.call(rainPath(run), { body: {} }), 400)
      expectStatus(await client.call(`${rainPath(run)}999999/`), 404)
      expectStatus(await client.call(`${rainPath(run)}${refused.id}/`, { method: 'DELETE' }), 204)
      expectStatus(
        await client.call(`/simulations/${run}/actions/`, { body: { name: 'start' } }),
        201,
      )
      expectStatus(await client.call(rainPath(run), { body: { filename: 'late.nc' } }), 409)
      expectStatus(await client.call(`${rainPath(run)}${processed.id}/`, { method: 'DELETE' }), 409)
    },
  },
]
