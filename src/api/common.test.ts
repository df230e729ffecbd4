import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  displayed,
  linkUrl,
  listEnvelope,
  serverWord,
  shownTime,
  unreadableRowText,
  withAnswerBase,
} from './common'

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

describe('tolerant fields', () => {
  const record = z.object({
    id: z.number(),
    label: displayed(z.string()),
    flag: displayed(z.boolean()),
    created: shownTime,
    status: serverWord(['created', 'finished']),
  })

  it('reads a displayed field that is missing or of another shape as null, keeping the record', () => {
    expect(record.parse({ id: 1, label: 7, status: 'finished', created: 'x' })).toEqual({
      id: 1,
      label: null,
      flag: null,
      created: 'x',
      status: 'finished',
    })
    expect(record.parse({ id: 1, status: 'finished', created: 5 })).toEqual({
      id: 1,
      label: null,
      flag: null,
      created: '',
      status: 'finished',
    })
  })

  it("keeps a word the app does not know as the server's word", () => {
    const parsed = record.parse({ id: 1, label: 'a', flag: true, created: '', status: 'archived' })
    expect(parsed.status).toBe('archived')
  })

  it('still refuses a record without what the logic needs', () => {
    expect(record.safeParse({ label: 'a', status: 'created' }).success).toBe(false)
    expect(record.safeParse({ id: 1, label: 'a', status: 3 }).success).toBe(false)
  })
})

describe('linkUrl', () => {
  const link = z.object({ get_url: linkUrl })

  it('resolves a path against the API origin while an answer of that API is read', () => {
    const read = withAnswerBase('https://api.example.com/v3', () =>
      link.parse({ get_url: '/files/x' }),
    )
    expect(read.get_url).toBe('https://api.example.com/files/x')
  })

  it('keeps an absolute link as it is', () => {
    const absolute = 'https://store.example.com/b/k?X-Signature=1'
    const read = withAnswerBase('https://api.example.com/v3', () =>
      link.parse({ get_url: absolute }),
    )
    expect(read.get_url).toBe(absolute)
  })

  it('refuses a path when no API is named (the mock, tests) and anything but text', () => {
    expect(link.safeParse({ get_url: '/files/x' }).success).toBe(false)
    expect(
      withAnswerBase('https://a.example/v3', () => link.safeParse({ get_url: 3 })).success,
    ).toBe(false)
  })
})
