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
const pacedByHand = `export const a = { refetchInterval: 1000 }
export const b = { refetchInterval: (running: boolean) => (running ? 2_000 : false) }
export const c = { refetchInterval: false, staleTime: 500 }
`
const formProvider = "import { FormProvider } from 'react-hook-form'\nexport { FormProvider }\n"

// ESLint reads the whole config and every file of src (the cycle graph) on its first lint.
describe(
  'one way for failures, polling, forms and workers (eslint.config.js)',
  { timeout: 60_000 },
  () => {
    it('refuses role="alert" written by hand, but not in ActionError itself', async () => {
      expect(
        await ruleErrors('one-way/action-error', 'src/features/models/probe.tsx', alertByHand),
      ).toEqual([expect.stringContaining('ActionError'), expect.stringContaining('ActionError')])
      expect(
        await ruleErrors('one-way/action-error', 'src/components/action-error.tsx', alertByHand),
      ).toEqual([])
    })

    it('refuses new Worker( outside the worker client', async () => {
      const start = "export const w = new Worker(new URL('./x.worker.ts', import.meta.url))\n"
      for (const file of ['src/engine/results-file/probe.ts', 'src/components/map/probe.tsx']) {
        expect(await ruleErrors('one-way/worker-client', file, start)).toEqual([
          expect.stringContaining('workerClient'),
        ])
      }
      expect(
        await ruleErrors('one-way/worker-client', 'src/engine/workers/probe.ts', start),
      ).toEqual([])
    })

    it('refuses a number in a refetchInterval outside the pace module', async () => {
      const paceErrors = [expect.stringContaining('pace.ts'), expect.stringContaining('pace.ts')]
      for (const probe of ['src/workflows/copies/probe.ts', 'src/features/models/probe.tsx']) {
        expect(await ruleErrors('one-way/poll-pace', probe, pacedByHand)).toEqual(paceErrors)
      }
      expect(await ruleErrors('one-way/poll-pace', 'src/api/polling/pace.ts', pacedByHand)).toEqual(
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
  },
)
