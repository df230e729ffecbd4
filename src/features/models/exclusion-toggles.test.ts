import { describe, expect, it } from 'vitest'
import { describeExclusions, noExclusionLifted } from './exclusion-toggles'

describe('describeExclusions', () => {
  it('says what is hidden by default', () => {
    expect(describeExclusions(noExclusionLifted)).toBe(
      'Models that are disabled, failed processing or use inactive versions are hidden.',
    )
  })

  it('says that a toggle shows only the flagged models and what stays hidden', () => {
    expect(describeExclusions({ ...noExclusionLifted, disabled: true })).toBe(
      'Showing only models that are disabled. Models that failed processing and use inactive versions stay hidden.',
    )
    expect(
      describeExclusions({ disabled: true, inp_success: true, inactive_inpy_versions: false }),
    ).toBe(
      'Showing only models that are disabled and failed processing. Models that use inactive versions stay hidden.',
    )
    expect(
      describeExclusions({ disabled: true, inp_success: true, inactive_inpy_versions: true }),
    ).toBe('Showing only models that are disabled, failed processing and use inactive versions.')
  })
})
