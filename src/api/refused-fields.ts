import type { z } from 'zod'

export type RefusedField = { path: string; expected: string; got: string }

const MAX_VALUE_LENGTH = 80

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

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

function pathText(path: readonly PropertyKey[], whole: string): string {
  return path.length === 0 ? whole : path.map(String).join('.')
}

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

export function refusalText({ path, expected, got }: RefusedField): string {
  return `field \`${path}\`: expected ${expected}, got ${got}`
}
