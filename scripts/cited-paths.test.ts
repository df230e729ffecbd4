import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { citedPaths, commentsOf, missingCitations } from './cited-paths'

let outer = ''

afterEach(async () => {
  if (outer) await rm(outer, { recursive: true, force: true })
})

describe('cited paths', () => {
  it('finds files and folders a text names, not URLs, globs or placeholders', () => {
    const text =
      'See src/api/client.ts. and docs/records/, `src/**/*.test.ts`, e2e/<spec>, ' +
      'https://example.org/src/x.ts and .cache/bench/dist or src/api'
    expect(citedPaths(text)).toEqual(['src/api/client.ts', 'docs/records/', 'src/', 'e2e/'])
  })

  it('reads comments only, not code', () => {
    const text =
      "// src/a.ts\nconst p = 'src/b.ts' /* src/c.ts */\nfunction f() {}\n/** src/d.ts */"
    expect(citedPaths(commentsOf('x.ts', text))).toEqual(['src/a.ts', 'src/c.ts', 'src/d.ts'])
  })

  it('lists each citation whose path is missing, with the file that cites it', async () => {
    outer = await mkdtemp(join(tmpdir(), 'cited-paths-'))
    await mkdir(join(outer, 'src', 'lib'), { recursive: true })
    await mkdir(join(outer, 'docs'))
    await writeFile(join(outer, 'src', 'here.ts'), '// src/here.ts and src/gone.ts\n')
    await writeFile(join(outer, 'src', 'lib', 'a.ts'), '/** lib/a.ts, not lib/b.ts */\n')
    await writeFile(join(outer, 'README.md'), 'docs/x.md, [a](docs/y.md), [b](src/here.ts)\n')
    await writeFile(join(outer, 'docs', 'x.md'), '[up](../README.md) [gone](./z.md)\n')
    expect(missingCitations(outer)).toEqual([
      'README.md: docs/y.md',
      'docs/x.md: ./z.md',
      'src/here.ts: src/gone.ts',
      'src/lib/a.ts: lib/b.ts',
    ])
  })

  it('every path README.md, docs and comments in src, scripts, e2e and bench cite exists', () => {
    expect(missingCitations(join(__dirname, '..'))).toEqual([])
  }, 60_000)
})
