import { expect } from 'vitest'
import type { ContractClient } from '../mock-client'
import { expectStatus, type Page, type Scenario } from './scenario'
import { createRun } from './simulations'

type Record = { id: number }

/** The result files of a run: the list, each file, each download; the download statuses seen. */
async function readResults({ call }: ContractClient, run: number): Promise<Set<number>> {
  const files = expectStatus<Page<Record>>(
    await call(`/simulations/${run}/results/files/?limit=250`),
    200,
  ).results
  const downloads = new Set<number>()
  for (const file of files) {
    expectStatus(await call(`/simulations/${run}/results/files/${file.id}/`), 200)
    downloads.add((await call(`/simulations/${run}/results/files/${file.id}/download/`)).status)
  }
  return downloads
}

type Listed = { id: number; file: { size: unknown; etag: unknown } }

/** decisions.md "Results": `{get_url, size, etag}`; the platform knows both once a run is done. */
async function expectSizesFromTheFirstAnswer({ call }: ContractClient, run: number) {
  const files = expectStatus<Page<Listed>>(await call(`/simulations/${run}/results/files/`), 200)
  for (const { id, file } of files.results) {
    const link = expectStatus<Listed['file']>(
      await call(`/simulations/${run}/results/files/${id}/download/`),
      200,
    )
    expect(file.size).toEqual(expect.any(Number))
    expect(file.etag).toEqual(expect.any(String))
    expect(link).toMatchObject({ size: file.size, etag: file.etag })
  }
}

export const resultScenarios: Scenario[] = [
  {
    name: 'result files of a fresh run (downloadable) and of every seeded run (expired: 400)',
    run: async (client) => {
      client.tick(60) // earlier scenarios' runs finish and free their sessions
      const id = await createRun(client, 'Contract: results')
      expectStatus(
        await client.call(`/simulations/${id}/actions/`, { body: { name: 'start' } }),
        201,
      )
      client.tick(60)
      await expectSizesFromTheFirstAnswer(client, id)
      expect([...(await readResults(client, id))]).toEqual([200])
      const runs = expectStatus<Page<Record>>(await client.call('/simulations/?limit=250'), 200)
      const seen = new Set<number>()
      for (const run of runs.results) {
        for (const status of await readResults(client, run.id)) seen.add(status)
      }
      expect(seen.has(400)).toBe(true)
      expectStatus(await client.call(`/simulations/${id}/results/files/999999/`), 404)
    },
  },
]
