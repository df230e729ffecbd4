import { afterAll, beforeAll } from 'vitest'
import type { z } from 'zod'
import { DEMO_TOKENS } from '../db/accounts'
import { createTestBackend, TEST_API_BASE } from '../node'

/** The moment the model tests run at: the seeded saved states count back from it. */
export const TEST_NOW = new Date('2026-11-20T12:00:00Z')

/** A seeded backend behind msw/node for one test file, plus typed GET helpers. */
export function setupModelTestBackend() {
  const { server, backend } = createTestBackend({ now: () => TEST_NOW })
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  const get = (path: string, token: string = DEMO_TOKENS.modeller) =>
    fetch(`${TEST_API_BASE}${path}`, {
      headers: { Authorization: `Bearer ${token}`, accept: 'application/json' },
    })

  async function getParsed<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    token?: string,
  ): Promise<z.infer<Schema>> {
    const response = await get(path, token)
    if (response.status !== 200) {
      throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`)
    }
    return schema.parse(await response.json())
  }

  return { backend, get, getParsed }
}
