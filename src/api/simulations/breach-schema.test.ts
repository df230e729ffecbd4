import { describe, expect, it } from 'vitest'
import { breachCreate, breachEvent } from './breach-schema'

const valid = { potential_breach: 12, offset: 0, duration_till_max_depth: 1, initial_width: 0.5 }

function problems(body: Record<string, unknown>): Record<string, string> {
  const result = breachCreate.safeParse({ ...valid, ...body })
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('breachCreate (decisions.md "Initial conditions and events": Breach)', () => {
  it('takes the four required fields at their smallest allowed values, the rest optional', () => {
    expect(problems({})).toEqual({})
    expect(
      problems({
        maximum_breach_depth: 0.1,
        discharge_coefficient_positive: 0.5,
        discharge_coefficient_negative: 1.2,
      }),
    ).toEqual({})
  })

  it('requires the potential breach, the offset, the duration and the initial width', () => {
    const result = breachCreate.safeParse({})
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'duration_till_max_depth',
      'initial_width',
      'offset',
      'potential_breach',
    ])
  })

  it('keeps the offset whole and not negative', () => {
    expect(problems({ offset: -1 })).toEqual({ offset: 'The breach cannot start before the run' })
    expect(problems({ offset: 1.5 })).toEqual({ offset: 'The start is counted in whole seconds' })
  })

  it('needs at least one whole second until the maximum depth', () => {
    expect(problems({ duration_till_max_depth: 0 })).toEqual({
      duration_till_max_depth: 'At least 1 s',
    })
    expect(problems({ duration_till_max_depth: 2.5 })).toEqual({
      duration_till_max_depth: 'Counted in whole seconds',
    })
  })

  it('needs widths, depths and discharge coefficients above 0', () => {
    expect(problems({ initial_width: 0 })).toEqual({
      initial_width: 'The initial width must be above 0',
    })
    expect(problems({ maximum_breach_depth: -2 })).toEqual({
      maximum_breach_depth: 'The maximum breach depth must be above 0',
    })
    expect(problems({ discharge_coefficient_positive: 0 })).toEqual({
      discharge_coefficient_positive: 'The discharge coefficient must be above 0',
    })
    expect(problems({ discharge_coefficient_negative: -0.1 })).toEqual({
      discharge_coefficient_negative: 'The discharge coefficient must be above 0',
    })
  })

  it('refuses what is not a number: text, NaN, infinity, a potential breach id of 0', () => {
    expect(Object.keys(problems({ initial_width: '10' }))).toEqual(['initial_width'])
    expect(Object.keys(problems({ offset: Number.NaN }))).toEqual(['offset'])
    expect(Object.keys(problems({ initial_width: Number.POSITIVE_INFINITY }))).toEqual([
      'initial_width',
    ])
    expect(problems({ potential_breach: 0 })).toEqual({
      potential_breach: 'Choose a potential breach',
    })
  })
})

describe('breachEvent (the answer)', () => {
  const answer = { id: 3, url: 'https://api/v3/simulations/1/events/breaches/3/', ...valid }

  it('reads the potential breach as an id, or as a link ending in one', () => {
    expect(breachEvent.parse(answer).potential_breach).toBe(12)
    const linked = {
      ...answer,
      potential_breach: 'https://api/v3/hydromodels/1/potentialbreaches/7/',
    }
    expect(breachEvent.parse(linked).potential_breach).toBe(7)
    expect(breachEvent.parse({ ...answer, potential_breach: 'elsewhere' }).potential_breach).toBe(
      null,
    )
  })
})
