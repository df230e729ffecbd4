import { COASTAL_CONSULTANTS, DEMO_TOKENS, POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { expectStatus, type Scenario } from './scenario'

export const authScenarios: Scenario[] = [
  {
    name: 'each demo account reads its profile; no token and an unknown token answer 401',
    run: async ({ call }) => {
      for (const token of Object.values(DEMO_TOKENS)) {
        expectStatus(await call('/auth/profile/', { token }), 200)
      }
      expectStatus(await call('/auth/profile/', { token: null }), 401)
      expectStatus(await call('/auth/profile/', { token: 'not-a-token' }), 401)
    },
  },
  {
    name: 'organisations: the list, one of mine, and another one (404)',
    run: async ({ call }) => {
      expectStatus(await call('/organisations/'), 200)
      expectStatus(await call('/organisations/?ordering=-name&limit=1&offset=0'), 200)
      expectStatus(await call(`/organisations/${POLDER_WATER_BOARD.unique_id}/`), 200)
      expectStatus(await call(`/organisations/${COASTAL_CONSULTANTS.unique_id}/`), 404)
    },
  },
]
