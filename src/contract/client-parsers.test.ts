import { describe, expect, it } from 'vitest'
import { routes } from '@/mocks/handlers'
import { clientParsers } from './client-parsers'
import { generatedAnswers } from './generated-answers'
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
    const result = parser.safeParse(answer)
    if (result.success) return []
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    return [`${variant}: ${[...new Set(issues)].join('; ')}`]
  })
}
type ParseResult =
  | { success: true }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }

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
