import { describe, expect, it } from 'vitest'
import { modelFlags } from './model-flags'

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
