import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canStart } from '@/api/schemas/models'
import { modelFlags, whyCannotStart } from './model-flags'

const ready = { disabled: false, inp_success: true, inactive_inpy_versions: false }

describe('modelFlags', () => {
  it('shows no flag for an ordinary model', () => {
    expect(modelFlags(ready)).toEqual([])
  })

  it('names each flag with an explanation', () => {
    const flags = modelFlags({ disabled: true, inp_success: false, inactive_inpy_versions: true })
    expect(flags.map((flag) => flag.label)).toEqual([
      'Disabled',
      'Processing failed',
      'Inactive versions',
    ])
    flags.forEach((flag) => expect(flag.explanation.length).toBeGreaterThan(20))
  })
})

describe('whyCannotStart', () => {
  it('says why a model cannot be started', () => {
    expect(whyCannotStart({ ...ready, disabled: true })).toBe('Cannot be started: it is disabled.')
    expect(whyCannotStart({ ...ready, disabled: true, inp_success: false })).toBe(
      'Cannot be started: it is disabled and its input was not processed successfully.',
    )
  })

  it('agrees with canStart for every combination of flags', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (disabled, success, inactive) => {
        const model = { disabled, inp_success: success, inactive_inpy_versions: inactive }
        expect(whyCannotStart(model) === null).toBe(canStart(model))
      }),
    )
  })
})
