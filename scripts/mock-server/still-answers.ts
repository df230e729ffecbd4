import { expect } from 'vitest'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import type { RunningMockServer } from './start-mock-server'

/** After a hostile or stalled request: both servers still answer an ordinary one. */
export async function expectStillAnswering(server: RunningMockServer) {
  const api = await fetch(`${server.apiBaseUrl}/organisations/`, {
    headers: { Authorization: `Bearer ${DEMO_TOKENS.modeller}` },
  })
  expect(api.status).toBe(200)
  const storage = await fetch(await server.backend.storage.presign('probe', 'GET'))
  expect(storage.status).toBe(404)
}
