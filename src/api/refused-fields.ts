import type { z } from 'zod'

/** One field of an answer the client could not use: where, what it needs, what came. */
export type RefusedField = { path: string; expected: string; got: string }

const MAX_VALUE_LENGTH = 80

/** The value at `path` inside `body`; `undefined` when any step is missing. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** What came, short enough for one line: a value, or the word for its absence. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text
}

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') return issue.expected
  if (issue.code === 'invalid_value') return `one of ${issue.values.map(String).join(', ')}`
  return issue.message.replace(/^Invalid input: /, '')
}

/** The field path as an operator reads it: `results.3.status.name`, or `whole` at the top. */
function pathText(path: readonly PropertyKey[], whole: string): string {
  return path.length === 0 ? whole : path.map(String).join('.')
}

/** Each refused field once, from a parse's issues and the body they were about; `whole` names the body itself when it is refused as a whole. */
export function refusedFields(
  issues: readonly z.core.$ZodIssue[],
  body: unknown,
  whole = '(the answer)',
): RefusedField[] {
  const seen = new Set<string>()
  return issues.flatMap((issue) => {
    const path = pathText(issue.path, whole)
    if (seen.has(path)) return []
    seen.add(path)
    return [{ path, expected: expectedOf(issue), got: describeValue(valueAt(body, issue.path)) }]
  })
}

/** "field `status.name`: expected …, got …", the one way a refusal is written. */
export function refusalText({ path, expected, got }: RefusedField): string {
  return `field \`${path}\`: expected ${expected}, got ${got}`
}
