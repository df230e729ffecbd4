import { expect } from 'vitest'
import { geojsonCategories } from '@/api/models/schema'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'

/** Every model the caller may see, the default exclusions lifted (api.md). */
const ALL_MODELS =
  '/hydromodels/?limit=250&disabled__in=true,false&inp_success__in=true,false&inactive_inpy_versions__in=true,false'

type Record = { id: number }

async function everyModel({ call }: ContractClient, token: string): Promise<Record[]> {
  return expectStatus<Page<Record>>(await call(ALL_MODELS, { token }), 200).results
}

async function readCollection(client: ContractClient, model: number, collection: string) {
  const page = expectStatus<Page<Record>>(
    await client.call(`/hydromodels/${model}/${collection}/?limit=250`),
    200,
  )
  return page.results
}

export const modelScenarios: Scenario[] = [
  {
    name: 'models: lists (default, everything, a malformed filter), each model, a hidden one (404)',
    run: async (client) => {
      const { call } = client
      expectStatus(await call('/hydromodels/'), 200)
      expectStatus(await call('/hydromodels/?created__date=yesterday'), 400)
      for (const model of await everyModel(client, DEMO_TOKENS.modeller)) {
        expectStatus(await call(`/hydromodels/${model.id}/`), 200)
      }
      const [theirs] = await everyModel(client, DEMO_TOKENS.outsider)
      expect(theirs).toBeDefined()
      expectStatus(await call(`/hydromodels/${theirs?.id}/`), 404)
      expectStatus(await call(`/hydromodels/${theirs?.id}/`, { token: DEMO_TOKENS.outsider }), 200)
    },
  },
  {
    name: 'a model without a 1D network, and one without a 2D grid, answer that extent as null',
    run: async (client) => {
      // Every seeded model has both parts: this story removes them from two models and gives them back.
      const [noNetwork, noGrid] = client.world.models
      if (!noNetwork || !noGrid) throw new Error('the seed has fewer than two models')
      const kept = { one: noNetwork.extent_one_d, two: noGrid.extent_two_d }
      noNetwork.extent_one_d = null
      noGrid.extent_two_d = null
      try {
        const network = expectStatus<{ extent_one_d: unknown }>(
          await client.call(`/hydromodels/${noNetwork.id}/`),
          200,
        )
        const grid = expectStatus<{ extent_two_d: unknown }>(
          await client.call(`/hydromodels/${noGrid.id}/`),
          200,
        )
        expect([network.extent_one_d, grid.extent_two_d]).toEqual([null, null])
      } finally {
        noNetwork.extent_one_d = kept.one
        noGrid.extent_two_d = kept.two
      }
    },
  },
  {
    name: "models' grid administration: startable ones answer a link, the others 404",
    run: async (client) => {
      const statuses = new Set<number>()
      for (const model of await everyModel(client, DEMO_TOKENS.modeller)) {
        statuses.add((await client.call(`/hydromodels/${model.id}/gridadmin/download/`)).status)
      }
      expect([...statuses].sort()).toEqual([200, 404])
    },
  },
  {
    name: "a model's geojson: every category (links, 400 for an empty one), an unknown one 404",
    run: async ({ call }) => {
      const statuses = new Set<number>()
      for (const category of geojsonCategories) {
        statuses.add((await call(`/hydromodels/3/geojson/${category}/`)).status)
      }
      expect([...statuses].sort()).toEqual([200, 400])
      expectStatus(await call('/hydromodels/3/geojson/rivers/'), 404)
    },
  },
  {
    name: "every model's rasters, saved states, potential breaches and boundary conditions",
    run: async (client) => {
      for (const model of await everyModel(client, DEMO_TOKENS.modeller)) {
        for (const collection of ['rasters', 'saved_states', 'potentialbreaches']) {
          for (const record of await readCollection(client, model.id, collection)) {
            const path = `/hydromodels/${model.id}/${collection}/${record.id}/`
            expectStatus(await client.call(path), 200)
          }
        }
        await readCollection(client, model.id, 'boundaryconditions')
      }
      expectStatus(await client.call('/hydromodels/1/rasters/999999/'), 404)
      expectStatus(await client.call('/hydromodels/1/saved_states/?created__date=soon'), 400)
    },
  },
]
