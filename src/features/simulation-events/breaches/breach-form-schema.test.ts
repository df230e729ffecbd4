import { describe, expect, it } from 'vitest'
import {
  breachFormDefaults,
  breachFormSchema,
  toFormValues,
  toRequest,
  type BreachFormValues,
} from './breach-form-schema'

const filled: BreachFormValues = {
  ...breachFormDefaults,
  offset: { hours: '1', minutes: '30', seconds: '' },
  initial_width: '12,5',
}

function problems(values: Partial<BreachFormValues>): Record<string, string> {
  const result = breachFormSchema.safeParse({ ...filled, ...values })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('the breach form', () => {
  it('turns h/min/s and decimal commas into the API body, leaving empty optional boxes out', () => {
    expect(problems({})).toEqual({})
    expect(toRequest(filled, 7)).toEqual({
      potential_breach: 7,
      offset: 5400,
      duration_till_max_depth: 600,
      initial_width: 12.5,
      discharge_coefficient_positive: 1,
      discharge_coefficient_negative: 1,
    })
  })

  it('uses the API schema’s words for its rules', () => {
    expect(problems({ duration_till_max_depth: { hours: '', minutes: '', seconds: '0' } })).toEqual(
      { duration_till_max_depth: 'At least 1 s' },
    )
    expect(problems({ initial_width: '' })).toEqual({
      initial_width: 'Enter the initial width as a number',
    })
    expect(problems({ maximum_breach_depth: '0' })).toEqual({
      maximum_breach_depth: 'The maximum breach depth must be above 0',
    })
  })

  it('asks for whole numbers in the time boxes, and for no minus sign', () => {
    expect(problems({ offset: { hours: '1.5', minutes: '', seconds: '' } })).toEqual({
      offset: 'Use whole numbers for hours, minutes and seconds',
    })
    expect(problems({ offset: { hours: '-1', minutes: '', seconds: '' } })).toEqual({
      offset: 'The breach cannot open before the run starts',
    })
  })

  it('brings a configured breach back into the form as it was entered', () => {
    const values = toFormValues({
      offset: 5400,
      duration_till_max_depth: 3661,
      initial_width: 12.5,
      maximum_breach_depth: 3,
      discharge_coefficient_positive: null,
      discharge_coefficient_negative: 0.8,
    })
    expect(values).toMatchObject({
      offset: { hours: '1', minutes: '30', seconds: '' },
      duration_till_max_depth: { hours: '1', minutes: '1', seconds: '1' },
      discharge_coefficient_positive: '1.0',
    })
    expect(toRequest(values, 7)).toMatchObject({
      offset: 5400,
      duration_till_max_depth: 3661,
      maximum_breach_depth: 3,
      discharge_coefficient_negative: 0.8,
    })
  })
})
