import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canStart, whyCannotStart } from './schema'

const ready = { disabled: false, inp_success: true }

describe('whyCannotStart', () => {
  it('names each reason a model cannot start', () => {
    expect(whyCannotStart(ready)).toBeNull()
    expect(whyCannotStart({ ...ready, disabled: true })).toBe('it is disabled')
    expect(whyCannotStart({ ...ready, inp_success: false })).toBe(
      'its input was not processed successfully',
    )
    expect(whyCannotStart({ disabled: true, inp_success: false })).toBe(
      'it is disabled and its input was not processed successfully',
    )
  })

  it('agrees with canStart for every combination of flags', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (disabled, success) => {
        const model = { disabled, inp_success: success }
        expect(whyCannotStart(model) === null).toBe(canStart(model))
      }),
    )
  })
})
