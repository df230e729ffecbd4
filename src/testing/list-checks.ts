import { expect } from 'vitest'
import type { z } from 'zod'
import { listEnvelope } from '@/api/common'
import type { Answer, CallOptions } from './test-backend'

/** `expectFilter` also checks the filter finds some records but not all, so the check can fail. */
export function listChecks<Item extends { id: number }>(
  api: (path: string, options?: CallOptions) => Promise<Answer>,
  path: string,
  item: z.ZodType<Item>,
) {
  const page = listEnvelope(item)
  async function list(query = '', token?: string) {
    const answer = await api(`${path}?limit=250${query ? `&${query}` : ''}`, { token })
    expect(answer.status).toBe(200)
    const read = page.parse(answer.body)
    // Read row by row, a record of the mock that breaks its own schema would only go missing.
    expect(read.unreadable).toEqual([])
    return read
  }
  async function expectFilter(query: string, predicate: (record: Item) => boolean) {
    const all = (await list()).results
    const filtered = (await list(query)).results
    const expected = all.filter(predicate).map((record) => record.id)
    expect(filtered.map((record) => record.id)).toEqual(expected)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(all.length)
    return filtered
  }
  return { list, expectFilter }
}
