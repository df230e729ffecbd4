import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const RECORDS = join(__dirname, '..', 'docs', 'records')
/** One page: a record longer than this moves its measurements to bench/README.md or the issue. */
const MAX_WORDS = 600

/** What keeps `text` from being a one-page record with a status and its three parts. */
function recordProblems(text: string): string[] {
  const problems: string[] = []
  const words = text.split(/\s+/).filter(Boolean).length
  if (words > MAX_WORDS) problems.push(`${words} words`)
  if (!/^Status: (accepted|superseded by \d{4}|proposed)/m.test(text)) problems.push('no status')
  for (const part of ['Context', 'Decision', 'Consequences']) {
    if (!new RegExp(`^(## |\\*\\*)${part}`, 'm').test(text)) problems.push(`no ${part}`)
  }
  return problems
}

describe('records', () => {
  it('names a long record, one without a status and one without its parts', () => {
    const record =
      '# 0099\n\nStatus: accepted\n\n**Context.** a\n\n**Decision.** b\n\n**Consequences.** c'
    expect(recordProblems(record)).toEqual([])
    expect(recordProblems(`${record} ${'word '.repeat(MAX_WORDS)}`)).toEqual([
      `${MAX_WORDS + 10} words`,
    ])
    expect(recordProblems(record.replace('Status: accepted', ''))).toEqual(['no status'])
    expect(recordProblems(record.replace('**Consequences.** c', ''))).toEqual(['no Consequences'])
  })

  it('every record in docs/records fits one page, has a status, context, decision and consequences', () => {
    const problems = readdirSync(RECORDS)
      .filter((name) => /^\d{4}-.*\.md$/.test(name))
      .flatMap((name) =>
        recordProblems(readFileSync(join(RECORDS, name), 'utf8')).map((p) => `${name}: ${p}`),
      )
    expect(problems).toEqual([])
  })
})
