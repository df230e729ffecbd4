import { expect } from 'vitest'
import { isExpired } from '@/mocks/seed/models/saved-state-records'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'
import { createRun } from './simulations'

type Created = { id: number; url: string }

/** The live saved state and the initial water level raster of model 1 (the run's model). */
function modelOneRecords(client: ContractClient) {
  const state = client.world.savedStates.find(
    (candidate) => candidate.hydromodel_id === 1 && !isExpired(candidate, client.now()),
  )
  const raster = client.world.rasters.find(
    (candidate) => candidate.hydromodel_id === 1 && candidate.type === 'initial_waterlevel_file',
  )
  if (!state || !raster) throw new Error('model 1 lacks a saved state or a water level raster')
  return { state, raster }
}

async function roundTrip(client: ContractClient, path: string, body: unknown, keep = false) {
  const made = expectStatus<Created>(await client.call(path, { body }), 201)
  expect(expectStatus<Page<Created>>(await client.call(path), 200).count).toBeGreaterThan(0)
  expectStatus(await client.call(`${path}${made.id}/`), 200)
  if (!keep) expectStatus(await client.call(`${path}${made.id}/`, { method: 'DELETE' }), 204)
  return made
}

export const configurationInitialScenarios: Scenario[] = [
  {
    name: 'initial conditions: each kind added, read back, removed; exclusivity and model rules 400',
    run: async (client) => {
      const { state, raster } = modelOneRecords(client)
      const id = await createRun(client, 'Contract: initial conditions')
      const initial = `/simulations/${id}/initial`
      const savedState = {
        saved_state: `http://contract.test/v3/hydromodels/1/saved_states/${state.id}/`,
      }
      await roundTrip(client, `${initial}/1d_water_level/predefined/`, {}, true)
      expectStatus(await client.call(`${initial}/saved_state/`, { body: savedState }), 400)
      const rasterBody = { initial_waterlevel: String(raster.id), aggregation_method: 'mean' }
      await roundTrip(client, `${initial}/2d_water_level/raster/`, rasterBody)
      const badRaster = { initial_waterlevel: '999999', aggregation_method: 'mean' }
      expectStatus(await client.call(`${initial}/2d_water_level/raster/`, { body: badRaster }), 400)
      const listed = expectStatus<Page<Created>>(
        await client.call(`${initial}/1d_water_level/predefined/`),
        200,
      )
      for (const record of listed.results) {
        expectStatus(
          await client.call(`${initial}/1d_water_level/predefined/${record.id}/`, {
            method: 'DELETE',
          }),
          204,
        )
      }
      const kept = await roundTrip(client, `${initial}/saved_state/`, savedState, true)
      expectStatus(await client.call(`/simulations/${id}/events/`), 200)
      expectStatus(await client.call(`${initial}/1d_water_level/predefined/`, { body: {} }), 400)
      const removal = { method: 'DELETE' }
      expectStatus(await client.call(`${initial}/saved_state/${kept.id}/`, removal), 204)
    },
  },
  {
    name: 'saved-state events: timed and stable threshold; out-of-run time 400; 409 after start; model states after the run',
    run: async (client) => {
      client.tick(60) // earlier scenarios' runs finish and free their sessions
      const id = await createRun(client, 'Contract: saved-state events')
      const events = `/simulations/${id}/create-saved-states`
      await roundTrip(
        client,
        `${events}/timed/`,
        { name: 'Half way', tags: ['c'], time: 1800 },
        true,
      )
      await roundTrip(client, `${events}/timed/`, { time: 60 })
      const thresholds = [{ variable: 's1', value: 0.01 }]
      await roundTrip(client, `${events}/stable-threshold/`, { thresholds }, true)
      await roundTrip(client, `${events}/stable-threshold/`, { name: 'Gone', thresholds })
      expectStatus(await client.call(`${events}/timed/`, { body: { time: 999_999 } }), 400)
      expectStatus(await client.call(`/simulations/${id}/events/`), 200)
      expectStatus(
        await client.call(`/simulations/${id}/actions/`, { body: { name: 'start' } }),
        201,
      )
      expectStatus(await client.call(`${events}/timed/`, { body: { time: 60 } }), 409)
      client.tick(60)
      expectStatus(await client.call(`${events}/timed/`), 200)
      const states = expectStatus<Page<{ name: string }>>(
        await client.call('/hydromodels/1/saved_states/?limit=250'),
        200,
      )
      expect(states.results.map((found) => found.name)).toContain('Half way')
    },
  },
]
