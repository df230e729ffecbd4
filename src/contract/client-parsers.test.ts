import { describe, expect, it } from 'vitest'
import { withAnswerBase, type UnreadableRow } from '@/api/common'
import { routes } from '@/mocks/handlers'
import { clientParsers } from './client-parsers'
import { deviations, type Deviation } from './deviations'
import { generatedAnswers, reachesComponent } from './generated-answers'
import { loadReference, type JsonSchema } from './reference'
import { violations } from './validate'

/** The reference's operations a route of the mock answers (`:category` stands for each literal). */
function operationsOf(route: { method: string; pattern: string }) {
  const body = route.pattern.replace(/\/+$/, '').replace(/:\w+/g, '[^/]+')
  const matcher = new RegExp(`^${body}/?$`)
  return loadReference().operations.filter(
    (operation) => operation.method === route.method && matcher.test(operation.path),
  )
}

/** `GET /hydromodels/{id}/ 200` for each success answer with a JSON body, with its schema. */
function successAnswers(): [string, JsonSchema][] {
  return routes
    .flatMap(operationsOf)
    .flatMap((operation) =>
      [...operation.responses].flatMap(([status, schema]): [string, JsonSchema][] =>
        status.startsWith('2') && schema !== null
          ? [[`${operation.method} ${operation.path} ${status}`, schema]]
          : [],
      ),
    )
}

/** What `parser` refuses among the generated answers, one line per variant. */
function refusals(parser: { safeParse: (value: unknown) => ParseResult }, schema: JsonSchema) {
  return generatedAnswers(schema).flatMap(({ variant, answer }) => {
    // The generator must keep to the reference, or a refusal would prove nothing.
    const invalid = violations(schema, 'response', answer)
    if (invalid.length > 0) return [`${variant}: the generator broke the reference: ${invalid[0]}`]
    const issues = refusedPaths(readAnswer(parser, answer)).map(
      ({ path, message }) => `${path.join('.')}: ${message}`,
    )
    return issues.length === 0 ? [] : [`${variant}: ${[...new Set(issues)].join('; ')}`]
  })
}
/** Parsed as the client parses it: links that are paths resolve against the API's origin. */
function readAnswer(parser: { safeParse: (value: unknown) => unknown }, answer: unknown) {
  return withAnswerBase('http://api.test', () => parser.safeParse(answer)) as ParseResult
}
type Issue = { path: PropertyKey[]; message: string }
type ParseResult =
  { success: true; data?: unknown } | { success: false; error: { issues: Issue[] } }

/** What a parse refused: its issues, or in a list read row by row, the rows' refused fields. */
function refusedPaths(result: ParseResult): Issue[] {
  if (!result.success) return result.error.issues
  const { unreadable } = (result.data ?? {}) as { unreadable?: UnreadableRow[] }
  return (unreadable ?? []).flatMap(({ index, fields }) =>
    fields.map((field) => ({
      path: ['results', index, ...field.path.split('.')],
      message: `expected ${field.expected}, got ${field.got}`,
    })),
  )
}

describe("our parsers accept the reference's answers (generated, seeded)", () => {
  it('names a parser for every success answer of every route of the mock', () => {
    const missing = successAnswers()
      .filter(([key]) => !clientParsers.has(key))
      .map(([key]) => `${key}: add the zod schema the client reads it with to client-parsers.ts`)
    expect(missing).toEqual([])
  })

  // The events overview is one answer of ~40 kinds: generating its variants takes seconds.
  it.each(successAnswers())('%s', { timeout: 30_000 }, (key, schema) => {
    const parser = clientParsers.get(key)
    if (!parser || 'notReadYet' in parser) return
    expect(refusals(parser, schema)).toEqual([])
  })
})

describe('every parser deviation is still needed', () => {
  const parserDeviations = deviations.filter((deviation) => 'parserAccepts' in deviation)

  /** Whether the parser of answer `key` refuses `property` in an answer generated without the deviation. */
  function refusesWithout(deviation: Deviation, [key, schema]: [string, JsonSchema]): boolean {
    const parser = clientParsers.get(key)
    if (!parser || 'notReadYet' in parser) return false
    if (!reachesComponent(schema, deviation.component)) return false
    return generatedAnswers(schema, [1], deviation).some(({ answer }) => {
      const issues = refusedPaths(readAnswer(parser, answer))
      return issues.some((issue) => issue.path.includes(deviation.property))
    })
  }

  // With the deviation left out, the generator follows the reference for its property; if no
  // parser reading that component then refuses it, our parsers already accept the reference
  // there and the deviation can go.
  it.each(
    parserDeviations.map(
      (deviation) => [`${deviation.component}.${deviation.property}`, deviation] as const,
    ),
  )('%s', { timeout: 30_000 }, (name, deviation) => {
    const needed = successAnswers().some((answer) => refusesWithout(deviation, answer))
    expect(
      needed,
      `no parser refuses what the reference allows for ${name}; remove the deviation`,
    ).toBe(true)
  })
})
