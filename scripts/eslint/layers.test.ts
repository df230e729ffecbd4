import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { ruleErrors } from './rule-errors'
import { noImportCycle } from './no-import-cycle.js'

const layerErrors = (file: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', file, code)

// ESLint reads the whole config and every file of src (the cycle graph) on its first lint.
describe('the layer rule of eslint.config.js (docs/architecture.md)', { timeout: 60_000 }, () => {
  it('refuses lib importing a feature or a component', async () => {
    const errors = await layerErrors(
      'src/lib/probe.ts',
      "import '@/features/models/models-page'\nimport '@/components/button'\n",
    )
    expect(errors).toHaveLength(2)
    expect(errors[0]).toContain('lib may import only lib')
  })

  it('refuses a feature reaching the mock by a relative path, but lets its test do so', async () => {
    const code = "import '../../mocks/db/accounts'\n"
    expect(await layerErrors('src/features/auth/probe.ts', code)).toEqual([
      expect.stringContaining('features may import only'),
    ])
    expect(await layerErrors('src/features/auth/probe.test.ts', code)).toEqual([])
  })

  it('refuses one feature or sub-feature importing another', async () => {
    expect(
      await layerErrors('src/features/models/probe.ts', "import '@/features/map/model-map-page'\n"),
    ).toEqual([expect.stringContaining('Features never import each other')])
    expect(
      await layerErrors(
        'src/features/simulation-events/rain/probe.ts',
        "import '../breaches/breaches-panel'\n",
      ),
    ).toEqual([expect.stringContaining('Sub-features of simulation-events never import')])
  })

  it('refuses api importing a workflow, which components and features may import', async () => {
    const code = "import '@/workflows/copies/run-copy'\n"
    expect(await layerErrors('src/api/probe.ts', code)).toEqual([
      expect.stringContaining('api may import only'),
    ])
    expect(await layerErrors('src/components/probe.ts', code)).toEqual([])
    expect(await layerErrors('src/features/models/probe.ts', code)).toEqual([])
  })

  it("lets the mock import the workflows' browser storage and no other workflow", async () => {
    expect(
      await layerErrors('src/mocks/probe.ts', "import '@/workflows/browser/browser-key-value'\n"),
    ).toEqual([])
    expect(
      await layerErrors('src/mocks/probe.ts', "import '@/workflows/uploads/kept-files'\n"),
    ).toEqual([expect.stringContaining('mocks may import only')])
  })

  it('lets each layer import the layers below it', async () => {
    const code = "import '@/components/button'\nimport '@/api/client'\nimport '@/lib/tags'\n"
    expect(await layerErrors('src/features/models/probe.ts', code)).toEqual([])
    expect(await layerErrors('src/app/probe.ts', "import '@/mocks/browser'\n" + code)).toEqual([])
    const engine = "import '@/engine/grid-tiles/grid-worker'\n"
    expect(await layerErrors('src/components/map/probe.ts', engine)).toEqual([])
    expect(await layerErrors('src/features/map/probe.ts', engine)).toEqual([])
    const below =
      "import '@/api/client'\nimport '@/lib/tags'\nimport '@/engine/map-style/map-style'\n"
    expect(await layerErrors('src/engine/results-file/probe.ts', below)).toEqual([])
  })

  it('refuses the engine importing components, a feature or React', async () => {
    const upwards =
      "import '@/components/map/use-maplibre-map'\nimport '../../features/map/map-search'\n"
    const errors = await layerErrors('src/engine/map-style/probe.ts', upwards)
    expect(errors).toEqual([
      expect.stringContaining('engine may import only engine, api, lib, config'),
      expect.stringContaining('engine may import only engine, api, lib, config'),
    ])
    const react =
      "import { useEffect } from 'react'\nimport { createRoot } from 'react-dom/client'\n"
    expect(
      await ruleErrors('no-restricted-imports', 'src/engine/cell-layer/probe.ts', react),
    ).toEqual([
      expect.stringContaining('engine holds no React'),
      expect.stringContaining('engine holds no React'),
    ])
  })
})

describe('the test-only, pure and e2e rules of eslint.config.js', { timeout: 60_000 }, () => {
  const contract = "import '@/contract/request-bodies'\n"

  it('refuses production code importing src/contract, but lets tests and their support do so', async () => {
    for (const file of ['src/api/probe.ts', 'src/mocks/probe.ts', 'src/probe.ts']) {
      expect(await layerErrors(file, contract)).toEqual([
        expect.stringContaining('src/contract is test-only'),
      ])
    }
    expect(await layerErrors('src/api/probe.test.ts', contract)).toEqual([])
    expect(await layerErrors('src/testing/probe.ts', contract)).toEqual([])
    expect(
      await layerErrors(
        'src/contract/probe.ts',
        "import '@/mocks/handlers'\nimport '@/api/client'\n",
      ),
    ).toEqual([])
    expect(await layerErrors('src/contract/probe.ts', "import '@/components/button'\n")).toEqual([
      expect.stringContaining('contract may import only'),
    ])
  })

  it('refuses React and the page in lib', async () => {
    const react =
      "import { useState } from 'react'\nimport { createRoot } from 'react-dom/client'\n"
    expect(await ruleErrors('no-restricted-imports', 'src/lib/probe.ts', react)).toEqual([
      expect.stringContaining('lib is pure TypeScript'),
      expect.stringContaining('lib is pure TypeScript'),
    ])
    const page = 'export const width = () => document.body.clientWidth + window.innerWidth\n'
    expect(await ruleErrors('no-restricted-globals', 'src/lib/probe.ts', page)).toEqual([
      expect.stringContaining('lib is pure TypeScript'),
      expect.stringContaining('lib is pure TypeScript'),
    ])
    expect(await ruleErrors('no-restricted-globals', 'src/lib/probe.test.ts', page)).toEqual([])
    expect(await ruleErrors('no-restricted-globals', 'src/components/probe.ts', page)).toEqual([])
  })

  it('lets e2e import only its support and the listed pure constants of src', async () => {
    expect(
      await layerErrors('e2e/probe.spec.ts', "import '../src/workflows/browser/browser-records'\n"),
    ).toEqual([expect.stringContaining('e2e imports only e2e/support')])
    const allowed =
      "import '../src/lib/sample-rain-files'\nimport '../src/lib/browser-record-names'\nimport './support/app'\n"
    expect(await layerErrors('e2e/probe.spec.ts', allowed)).toEqual([])
  })
})

describe('polder/no-import-cycle', () => {
  const srcDir = mkdtempSync(path.join(tmpdir(), 'cycle-'))
  afterAll(() => rmSync(srcDir, { recursive: true, force: true }))

  function cycleErrors(file: string): string[] {
    const code = readSource(file)
    const linter = new Linter({ configType: 'flat', cwd: srcDir })
    return linter
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            plugins: { polder: { rules: { 'no-import-cycle': noImportCycle } } },
            rules: { 'polder/no-import-cycle': ['error', { srcDir }] },
          },
        ],
        { filename: path.join(srcDir, file) },
      )
      .map((message) => message.message)
  }

  const sources: Record<string, string> = {
    'a.ts': "import { b } from './b'\nexport type A = number\nexport const a = b\n",
    // A cycle of types only is still a cycle: the two modules cannot be understood apart.
    'b.ts': "import type { A } from '@/a'\nexport const b: A = 1\n",
    'c.ts': "import { a } from './a'\nexport const c = a\n",
  }
  const readSource = (file: string) => sources[file] ?? ''
  mkdirSync(srcDir, { recursive: true })
  for (const [file, code] of Object.entries(sources)) writeFileSync(path.join(srcDir, file), code)

  it('reports both ends of a cycle closed by a type-only import, alias or relative', () => {
    expect(cycleErrors('a.ts')).toEqual([
      expect.stringContaining('Import cycle: a.ts → b.ts → a.ts'),
    ])
    expect(cycleErrors('b.ts')).toEqual([
      expect.stringContaining('Import cycle: b.ts → a.ts → b.ts'),
    ])
  })

  it('leaves a module that only imports into a cycle alone', () => {
    expect(cycleErrors('c.ts')).toEqual([])
  })
})
