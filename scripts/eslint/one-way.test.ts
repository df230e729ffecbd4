import { describe, expect, it } from 'vitest'
import { ruleErrors } from './rule-errors'

const alertByHand = `export const A = () => (
  <>
    <p role="alert">Not saved.</p>
    <span role={'alert'}>Not sent.</span>
    <div role="status">Saving…</div>
  </>
)
`
const formProvider = "import { FormProvider } from 'react-hook-form'\nexport { FormProvider }\n"

// ESLint reads the whole config and every file of src (the cycle graph) on its first lint.
describe('one way for failures, forms and workers (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses role="alert" written by hand, but not in ActionError itself', async () => {
    expect(
      await ruleErrors('no-restricted-syntax', 'src/features/models/probe.tsx', alertByHand),
    ).toEqual([expect.stringContaining('ActionError'), expect.stringContaining('ActionError')])
    expect(
      await ruleErrors('no-restricted-syntax', 'src/components/action-error.tsx', alertByHand),
    ).toEqual([])
  })

  it('refuses new Worker( outside the worker client', async () => {
    const start = "export const w = new Worker(new URL('./x.worker.ts', import.meta.url))\n"
    for (const file of ['src/engine/results-file/probe.ts', 'src/components/map/probe.tsx']) {
      expect(await ruleErrors('no-restricted-syntax', file, start)).toEqual([
        expect.stringContaining('workerClient'),
      ])
    }
    expect(await ruleErrors('no-restricted-syntax', 'src/engine/workers/probe.ts', start)).toEqual(
      [],
    )
  })

  it('refuses FormProvider outside src/components/form', async () => {
    expect(
      await ruleErrors('no-restricted-imports', 'src/components/list/probe.tsx', formProvider),
    ).toEqual([expect.stringContaining('SchemaForm')])
    expect(
      await ruleErrors('no-restricted-imports', 'src/components/form/probe.tsx', formProvider),
    ).toEqual([])
  })
})
