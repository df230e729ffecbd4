import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
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

  it('keeps an unreadable data file aside, says so, and removes a save cut short', async () => {
    const own = join(folder, 'unreadable')
    await mkdir(own)
    const file = join(own, 'world.json')
    await writeFile(file, '{"version": 1, "world": {"simul')
    await writeFile(`${file}.4242.tmp`, '{"half a save')
    const lines: string[] = []
    const server = await startMockServer({
      port: 0,
      storagePort: 0,
      dataFile: file,
      log: (line) => lines.push(line),
    })
    try {
      const files = await readdir(own)
      const aside = files.find((name) => name.startsWith('world.json.unreadable-'))
      expect(aside).toBeDefined()
      expect(await readFile(join(own, aside ?? ''), 'utf8')).toBe('{"version": 1, "world": {"simul')
      expect(files).not.toContain('world.json.4242.tmp')
      expect(lines.join('\n')).toContain(`kept as ${join(own, aside ?? '')}`)
      expect(lines.join('\n')).toContain('world.json.4242.tmp')
      // The new world is saved in the file's place and answers.
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
        world: { simulations: expect.any(Array) },
      })
      const answer = await fetch(`${server.apiBaseUrl}/simulations/`, { headers })
      expect(answer.status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
