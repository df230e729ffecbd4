import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiOf } from '@/api/session-client'
import { currentStatus } from '@/api/simulations/schema'
import { TEST_API_BASE } from '@/mocks/node'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { START_INTERVAL_MS, startRuns } from './start-runs'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const base = copyBase(backend)

async function runs(count: number) {
  const made = []
  for (let index = 0; index < count; index += 1) made.push(await base.createBase(`Run ${index}`))
  return made.map((each) => each.id)
}

describe('starting the runs of a set', () => {
  it('waits between starts, and beyond the session limit the runs are queued', async () => {
    const queryClient = createTestQueryClient()
    const ids = await runs(5)
    const waits: number[] = []
    const outcomes = await startRuns(ids, { queryClient, sleep: async (ms) => void waits.push(ms) })
    expect(outcomes.every((each) => each.error === null)).toBe(true)
    expect(waits).toEqual([
      START_INTERVAL_MS,
      START_INTERVAL_MS,
      START_INTERVAL_MS,
      START_INTERVAL_MS,
    ])
    const limit = backend.backend.world.simulationSettings.maxConcurrentRuns
    const states = await Promise.all(
      ids.map(
        async (id) =>
          (await apiOf(queryClient).get(`/simulations/${id}/status/`, currentStatus)).name,
      ),
    )
    expect(states.filter((name) => name === 'queued')).toHaveLength(ids.length - limit)
  })

  it('waits as long as a 429’s Retry-After asks, then starts the run', async () => {
    const queryClient = createTestQueryClient()
    const [id] = await runs(1)
    let throttled = false
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/:id/actions/`, () => {
        if (throttled) return undefined
        throttled = true
        return HttpResponse.json(
          { detail: 'Slow down.' },
          { status: 429, headers: { 'Retry-After': '7' } },
        )
      }),
    )
    const waits: number[] = []
    const outcomes = await startRuns([id ?? 0], {
      queryClient,
      sleep: async (ms) => void waits.push(ms),
    })
    expect(waits).toEqual([7000])
    expect(outcomes).toEqual([{ id, error: null }])
  })

  it('one refused start does not stop the others', async () => {
    const queryClient = createTestQueryClient()
    const ids = await runs(2)
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/${ids[0]}/actions/`, () =>
        HttpResponse.json({ detail: 'Not now.' }, { status: 400 }),
      ),
    )
    const outcomes = await startRuns(ids, { queryClient, sleep: async () => {} })
    expect(outcomes[0]?.error).toContain('Not now.')
    expect(outcomes[1]).toEqual({ id: ids[1], error: null })
  })
})
