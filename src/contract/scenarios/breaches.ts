import { expect } from 'vitest'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'
import { createRun } from './simulations'

type Record = { id: number }

async function potentialBreachOf(client: ContractClient, model: number): Promise<number> {
  const page = expectStatus<Page<Record>>(
    await client.call(`/hydromodels/${model}/potentialbreaches/?limit=1`),
    200,
  )
  const first = page.results[0]
  if (!first) throw new Error(`Model ${model} has no potential breach`)
  return first.id
}

export const breachScenarios: Scenario[] = [
  {
    name: 'breach events: add (defaults filled in), list, read, remove; refusals 400, 404 and 409',
    run: async (client) => {
      const id = await createRun(client, 'Contract: breaches')
      const breaches = `/simulations/${id}/events/breaches/`
      const potential = await potentialBreachOf(client, 1)
      const body = {
        potential_breach: potential,
        offset: 600,
        duration_till_max_depth: 3600,
        initial_width: 10,
      }
      const added = expectStatus<Record>(await client.call(breaches, { body }), 201)
      expectStatus(await client.call(breaches, { body: { ...body, initial_width: 0 } }), 400)
      const elsewhere = await potentialBreachOf(client, 2)
      expectStatus(
        await client.call(breaches, { body: { ...body, potential_breach: elsewhere } }),
        400,
      )
      expect(expectStatus<Page<Record>>(await client.call(breaches), 200).count).toBe(1)
      expectStatus(await client.call(`${breaches}${added.id}/`), 200)
      expectStatus(await client.call(`/simulations/${id}/events/`), 200)
      expectStatus(await client.call(`${breaches}${added.id}/`, { method: 'DELETE' }), 204)
      expectStatus(await client.call(`${breaches}${added.id}/`), 404)

      const kept = expectStatus<Record>(await client.call(breaches, { body }), 201)
      expectStatus(
        await client.call(`/simulations/${id}/actions/`, { body: { name: 'initialize' } }),
        201,
      )
      expectStatus(await client.call(breaches, { body }), 409)
      expectStatus(await client.call(`${breaches}${kept.id}/`, { method: 'DELETE' }), 409)
    },
  },
]
