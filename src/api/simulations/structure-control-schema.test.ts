import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  actionTypesOf,
  checkedTableStructureControl,
  evenWeights,
  locationTypes,
  MAX_TABLE_ROWS,
  measureVariables,
  operators,
  tableControlProblems,
  tableStructureControlCreate,
  thresholdsInOrder,
  timedControlProblems,
  timedStructureControlCreate,
  variablesOf,
  weightHundredths,
  type Operator,
  type TableStructureControlCreate,
} from './structure-control-schema'
import { weirCrestControl } from '@/testing/structure-control'

const valid = weirCrestControl(3, 7, [
  [-1.0, -0.5],
  [-0.5, -0.2],
])

const withOperator = (operator: Operator, values: number[][]) => ({
  ...valid,
  measure_specification: { ...valid.measure_specification, operator },
  values,
})

const distinctThresholds = fc
  .uniqueArray(fc.integer({ min: -10_000, max: 10_000 }), { minLength: 1, maxLength: 40 })
  .map((values) => values.map((value) => value / 100))

describe('table structure control rules (shared by form and mock)', () => {
  it('accepts a well-formed control that keeps every rule', () => {
    expect(tableStructureControlCreate.safeParse(valid).success).toBe(true)
    expect(tableControlProblems(valid)).toEqual([])
  })

  it('thresholds sorted the operator’s way pass; any swap of two unequal ones is refused', () => {
    fc.assert(
      fc.property(distinctThresholds, fc.constantFrom(...operators), (thresholds, operator) => {
        const ascending = operator.startsWith('>')
        const sorted = [...thresholds].sort((a, b) => (ascending ? a - b : b - a))
        const rows = sorted.map((threshold) => [threshold, 1])
        expect(tableControlProblems(withOperator(operator, rows))).toEqual([])
        if (sorted.length < 2) return
        const swapped = [...rows].reverse()
        const problems = tableControlProblems(withOperator(operator, swapped))
        expect(problems.some((problem) => /thresholds must/.test(problem.message))).toBe(true)
      }),
    )
  })

  it('thresholdsInOrder agrees with a sort of the thresholds', () => {
    fc.assert(
      fc.property(distinctThresholds, fc.constantFrom(...operators), (thresholds, operator) => {
        const ascending = operator.startsWith('>')
        const sorted = [...thresholds].sort((a, b) => (ascending ? a - b : b - a))
        expect(thresholdsInOrder(thresholds, operator)).toBe(
          sorted.every((value, index) => value === thresholds[index]),
        )
      }),
    )
  })

  it('discharge coefficients: exactly two action values, each above 0', () => {
    const structure = { ...valid, type: 'set_discharge_coefficients' as const }
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (left, right) => {
          const problems = tableControlProblems({ ...structure, values: [[0, left, right]] })
          expect(problems.length === 0).toBe(left > 0 && right > 0)
        },
      ),
    )
    expect(tableControlProblems({ ...structure, values: [[0, 0.5]] })[0]?.message).toMatch(
      /two action values/,
    )
    expect(tableControlProblems({ ...valid, values: [[0, 0.5, 0.5]] })[0]?.message).toMatch(
      /one action value/,
    )
  })

  it('the variable must fit every location type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locationTypes),
        fc.constantFrom(...measureVariables),
        (type, variable) => {
          const body = {
            ...valid,
            measure_specification: {
              ...valid.measure_specification,
              variable,
              locations: [{ content_type: type, content_pk: 1, weight: '1' }],
            },
          }
          const broken = tableControlProblems(body).some((p) => p.path.includes('variable'))
          expect(broken).toBe(!variablesOf(type).includes(variable))
        },
      ),
    )
  })

  it('weights pass exactly when they add up to 1 (in hundredths) and each is above 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 }),
        (hundredths) => {
          const locations = hundredths.map((h, index) => ({
            content_type: 'v2_connection_node' as const,
            content_pk: index + 1,
            weight: (h / 100).toFixed(2),
          }))
          const body = {
            ...valid,
            measure_specification: { ...valid.measure_specification, locations },
          }
          const sum = hundredths.reduce((a, b) => a + b, 0)
          const ok = sum === 100 && hundredths.every((h) => h > 0)
          expect(tableControlProblems(body).length === 0).toBe(ok)
        },
      ),
    )
  })

  it('"Even out" weights always add up to exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (count) => {
        const weights = evenWeights(count)
        expect(weights).toHaveLength(count)
        expect(weights.reduce((sum, weight) => sum + weightHundredths(weight), 0)).toBe(100)
        expect(weights.every((weight) => /^\d\.\d{2}$/.test(weight))).toBe(true)
      }),
    )
  })

  it('an action the structure type does not take is malformed (400), not a rule', () => {
    for (const [structure, allowed] of Object.entries(actionTypesOf)) {
      for (const type of ['set_crest_level', 'set_discharge_coefficients', 'set_pump_capacity']) {
        const body = {
          ...valid,
          structure_type: structure as TableStructureControlCreate['structure_type'],
          type: type as TableStructureControlCreate['type'],
          values: [[0, 1, 1].slice(0, type === 'set_discharge_coefficients' ? 3 : 2)],
        }
        const parsed = tableStructureControlCreate.safeParse(body)
        const broken = parsed.error?.issues.some((issue) => issue.path[0] === 'type') ?? false
        expect(broken).toBe(!allowed.includes(body.type))
        expect(tableControlProblems(body)).toEqual([])
      }
    }
  })

  it('malformed payloads fail the shape (400): more than 150 rows, no id, both ids, bad weight', () => {
    const rows = Array.from({ length: MAX_TABLE_ROWS + 1 }, (_, i) => [i, 1])
    expect(tableStructureControlCreate.safeParse({ ...valid, values: rows }).success).toBe(false)
    const { structure_id: _, ...noId } = valid
    expect(tableStructureControlCreate.safeParse(noId).success).toBe(false)
    expect(tableStructureControlCreate.safeParse({ ...valid, grid_id: 4 }).success).toBe(false)
    const badWeight = {
      ...valid,
      measure_specification: {
        ...valid.measure_specification,
        locations: [{ content_type: 'v2_connection_node', content_pk: 1, weight: 'half' }],
      },
    }
    expect(tableStructureControlCreate.safeParse(badWeight).success).toBe(false)
    expect(tableStructureControlCreate.safeParse({ ...valid, type: 'set_gate' }).success).toBe(
      false,
    )
  })

  it('the checked schema reports rule problems at their path', () => {
    const result = checkedTableStructureControl.safeParse(withOperator('<', valid.values))
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['values', 1]])
  })
})

describe('timed structure control rules', () => {
  const timed = {
    structure_id: 2,
    structure_type: 'v2_pumpstation' as const,
    type: 'set_pump_capacity' as const,
    offset: 60,
    duration: 600,
    value: [0.5],
  }

  it('one value, or two positive ones for discharge coefficients', () => {
    expect(timedStructureControlCreate.safeParse(timed).success).toBe(true)
    expect(timedControlProblems(timed)).toEqual([])
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (left, right) => {
          const body = {
            ...timed,
            structure_type: 'v2_culvert' as const,
            type: 'set_discharge_coefficients' as const,
            value: [left, right],
          }
          expect(timedControlProblems(body).length === 0).toBe(left > 0 && right > 0)
        },
      ),
    )
    expect(timedControlProblems({ ...timed, value: [1, 2] })).toHaveLength(1)
    expect(timedStructureControlCreate.safeParse({ ...timed, duration: 0 }).success).toBe(false)
  })
})
