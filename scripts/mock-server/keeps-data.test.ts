import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_TOKENS, POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { startMockServer } from './start-mock-server'

const folder = await mkdtemp(join(tmpdir(), 'polder-mock-store-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

const headers = {
  Authorization: `Bearer ${DEMO_TOKENS.modeller}`,
  'Content-Type': 'application/json',
}

const start = () =>
  startMockServer({ port: 0, storagePort: 0, dataFile: join(folder, 'world.json'), log: () => {} })

describe('npm run mock-server with a data file', () => {
  it('still answers a simulation created before a restart', async () => {
    const first = await start()
    const created = await fetch(`${first.apiBaseUrl}/simulations/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Made before the restart',
        hydromodel: 1,
        organisation: POLDER_WATER_BOARD.unique_id,
        start_datetime: '2026-11-21T06:00:00Z',
        duration: 3600,
      }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    await first.close()

    const second = await start()
    try {
      const answer = await fetch(`${second.apiBaseUrl}/simulations/${id}/`, { headers })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ id, name: 'Made before the restart' })
    } finally {
      await second.close()
    }
  })
})
