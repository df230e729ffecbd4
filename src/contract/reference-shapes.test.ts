import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { withAnswerBase, type UnreadableRow } from '@/api/common'
import { clientParsers } from './client-parsers'
import { deviations } from './deviations'
import { generatedAnswers } from './generated-answers'
import { loadReference, type JsonSchema } from './reference'

// The in-process twin of the browser test against a server made from the reference alone: every
// GET answer the app reads, in the reference's own shapes (no field our spec adds, any word where
// it says "string", links that are paths, times in plain text), is read without refusing a field
// the app only shows. Only the narrowings deviations.ts keeps, each for logic, may refuse.

const API = 'http://api.test'

/** The fields whose narrowing the app's logic needs (deviations.ts, each with why). */
const decidedOn = new Set(
  deviations.flatMap((deviation) => ('parserAccepts' in deviation ? [deviation.property] : [])),
)

/** Every GET answer the app parses, with the reference's schema for it. */
function getAnswers(): [string, z.ZodType, JsonSchema][] {
  const { operations } = loadReference()
  return [...clientParsers].flatMap(([key, parser]): [string, z.ZodType, JsonSchema][] => {
    const [method, path, status] = key.split(' ')
    if (method !== 'GET' || 'notReadYet' in parser) return []
    const operation = operations.find((each) => each.method === 'GET' && each.path === path)
    const schema = operation?.responses.get(status ?? '')
    return schema ? [[key, parser, schema]] : []
  })
}

function read(parser: z.ZodType, answer: unknown) {
  return withAnswerBase(API, () => parser.safeParse(answer))
}

/** The field paths a parse refused: its issues, or the refused fields of a list's rows. */
function refusedPaths(result: z.ZodSafeParseResult<unknown>): string[] {
  if (!result.success) return result.error.issues.map((issue) => issue.path.join('.'))
  const { unreadable = [] } = (result.data ?? {}) as { unreadable?: UnreadableRow[] }
  return unreadable.flatMap(({ index, fields }) => fields.map((f) => `results.${index}.${f.path}`))
}

describe("a server of the reference's shapes alone", () => {
  it('answers every GET the app reads with a schema of the reference', () => {
    expect(getAnswers().length).toBeGreaterThan(40)
  })

  it.each(getAnswers())('%s: no displayed field is refused', { timeout: 30_000 }, (...args) => {
    const [, parser, schema] = args
    const refused = generatedAnswers(schema, [1, 2], 'all').flatMap(({ variant, answer }) =>
      refusedPaths(read(parser, answer))
        .filter((path) => !decidedOn.has(path.split('.').at(-1) ?? ''))
        .map((path) => `${variant}: ${path}`),
    )
    expect(refused).toEqual([])
  })
})

describe('the shapes the reference allows and our spec narrowed', () => {
  const parserOf = (key: string) => clientParsers.get(key) as z.ZodType
  const answerOf = (key: string) => {
    const schema = getAnswers().find(([each]) => each === key)?.[2]
    return generatedAnswers(schema!, [1], 'all')[0]!.answer as Record<string, unknown>
  }

  it("keeps a status word the app does not know as the server's word", () => {
    const key = 'GET /simulations/{simulation_pk}/status/ 200'
    const status = read(parserOf(key), { ...answerOf(key), name: 'archived', exit_code: null })
    expect(status.data).toMatchObject({ name: 'archived' })
  })

  it('keeps a creation time in plain text as the server wrote it', () => {
    const key = 'GET /simulations/{id}/ 200'
    const simulation = read(parserOf(key), { ...answerOf(key), created: '3 days ago' })
    expect(simulation.data).toMatchObject({ created: '3 days ago' })
  })

  it("resolves a get_url that is a path against the API's origin", () => {
    const key = 'GET /hydromodels/{id}/gridadmin/download/ 200'
    const link = read(parserOf(key), { get_url: '/files/gridadmin.h5' })
    expect(link.data).toEqual({ get_url: `${API}/files/gridadmin.h5` })
  })

  it('reads a model, a breach and a status record without the fields our spec adds', () => {
    const model = answerOf('GET /hydromodels/{id}/ 200')
    expect(read(parserOf('GET /hydromodels/{id}/ 200'), model).data).toMatchObject({
      inactive_inpy_versions: null,
    })
    const breach = answerOf('GET /hydromodels/{hydromodel_pk}/potentialbreaches/{id}/ 200')
    const breachKey = 'GET /hydromodels/{hydromodel_pk}/potentialbreaches/{id}/ 200'
    expect(read(parserOf(breachKey), breach).data).toMatchObject({ code: null, display_name: null })
    const statuses = answerOf('GET /statuses/ 200')
    const page = read(parserOf('GET /statuses/ 200'), statuses).data as { unreadable: unknown[] }
    expect(page.unreadable).toEqual([])
  })
})
