import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { listEnvelope, unreadableRowText } from './common'

const row = z.object({ id: z.number(), status: z.object({ name: z.string() }) })
const page = (results: unknown[]) => ({ count: 40, next: null, previous: null, results })

describe('listEnvelope reads a list row by row', () => {
  it('keeps the rows that parse and names the one that does not', () => {
    const parsed = listEnvelope(row).parse(
      page([
        { id: 1, status: { name: 'queued' } },
        { id: 123, status: { name: 5 } },
        { id: 3, status: { name: 'finished' } },
      ]),
    )
    expect(parsed.results.map((record) => record.id)).toEqual([1, 3])
    expect(parsed.count).toBe(40)
    expect(parsed.unreadable).toEqual([
      {
        index: 1,
        id: 123,
        fields: [{ path: 'status.name', expected: 'string', got: '5' }],
      },
    ])
  })

  it('says which record (counted from the list start), its id and the field', () => {
    const [unreadable] = listEnvelope(row).parse(page([{ id: 123, status: {} }])).unreadable
    expect(unreadableRowText(unreadable!, 6)).toBe(
      'Record 7 (id 123) could not be read: field `status.name`: expected string, got nothing (the field is missing)',
    )
  })

  it('names a record without a usable id by its place alone', () => {
    const [unreadable] = listEnvelope(row).parse(page(['not a record'])).unreadable
    expect(unreadableRowText(unreadable!, 0)).toBe(
      'Record 1 could not be read: field `(the record)`: expected object, got "not a record"',
    )
  })

  it('still refuses an answer that is not a list at all', () => {
    expect(listEnvelope(row).safeParse({ results: 'nope' }).success).toBe(false)
  })
})
