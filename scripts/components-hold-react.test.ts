import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('..', import.meta.url))
const isHook = (name: string) => /^use[A-Z]/.test(name)

/** The names a module exports as values (types left out). */
export function valueExports(text: string): string[] {
  const source = ts.createSourceFile('probe.ts', text, ts.ScriptTarget.Latest)
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  return source.statements.flatMap((statement): string[] => {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      return statement.declarationList.declarations.map((d) => d.name.getText(source))
    }
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      exported(statement)
    ) {
      return [statement.name?.text ?? 'default']
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause
      if (!clause || !ts.isNamedExports(clause)) return ['*']
      return clause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
    }
    return ts.isExportAssignment(statement) ? ['default'] : []
  })
}

/** A `.ts` module of src/components that is not a hook: named `use-*.ts` or exporting only hooks. */
export function notAHook(path: string, text: string): boolean {
  if (/(^|\/)use-[^/]*\.ts$/.test(path)) return false
  return !valueExports(text).every(isHook)
}

function modulesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return modulesOf(path)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

describe('src/components holds React components and hooks only (docs/architecture.md)', () => {
  it('tells a hook module from one that is not', () => {
    const hooks = 'export type A = 1\nexport function useA() {}\nexport const useB = () => 1\n'
    expect(notAHook('src/components/a.ts', hooks)).toBe(false)
    expect(notAHook('src/components/use-a.ts', 'export const A = 1\n')).toBe(false)
    expect(notAHook('src/components/a.ts', 'export function pageRange() {}\n')).toBe(true)
    expect(notAHook('src/components/a.ts', 'const A = 1\nexport { A }\n')).toBe(true)
    expect(notAHook('src/components/a.ts', "export * from './b'\n")).toBe(true)
  })

  it('has no module of plain logic in src/components', () => {
    const misplaced = modulesOf(join(repo, 'src/components'))
      .map((path) => relative(repo, path))
      .filter((path) => notAHook(path, readFileSync(join(repo, path), 'utf8')))
    expect(misplaced).toEqual([])
  })
})
