import { simulation } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { resultFileKey } from '@/mocks/simulations/result-files'
import type { setupTestBackend } from '@/testing/test-backend'

type Backend = ReturnType<typeof setupTestBackend>

/** The list answers once the run's files are made (here in-process): seconds on a busy machine. */
export const FILES_MADE = { timeout: 20_000 }

/** A run of an hour on the Zuidplaspolder; started, it has finished with its result files. */
export async function createResultsRun(backend: Backend, start: boolean) {
  const answer = await backend.api('/simulations/', {
    body: {
      name: 'Results page',
      hydromodel: String(backend.modelNamed('Zuidplaspolder').id),
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 3600,
    },
  })
  const id = simulation.parse(answer.body).id
  if (start) {
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    // An hour of simulated time runs in well under a minute of the mock's clock.
    backend.tick(120)
  }
  return id
}

/** Replaces what the store serves for a result file (before its first download). */
export function storeResultFile(backend: Backend, id: number, filename: string, bytes: Uint8Array) {
  backend.backend.storage.put(resultFileKey(id, filename), bytes, 'application/octet-stream')
}
