import { describe, expect, it } from 'vitest'
import {
  tableControlDefaults,
  tableControlFormSchema,
  toRequest,
  type TableControlFormValues,
} from './table-control-form-schema'

const filled: TableControlFormValues = {
  ...tableControlDefaults,
  structure_type: 'v2_weir',
  structure_id: '12',
  type: 'set_discharge_coefficients',
  variable: 's1',
  operator: '>=',
  locations: [
    { content_type: 'v2_connection_node', content_pk: '4', weight: '0,5' },
    { content_type: 'v2_connection_node', content_pk: '9', weight: '0.50' },
  ],
  rows: [
    { threshold: '-1,5', action: '0.2', action_right: '0.3' },
    { threshold: '-1', action: '0.8', action_right: '0.9' },
  ],
}

const issuesOf = (values: TableControlFormValues) =>
  (tableControlFormSchema.safeParse(values).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))

describe('the table control form', () => {
  it('turns what was typed (decimal commas too) into the API body', () => {
    expect(issuesOf(filled)).toEqual([])
    expect(toRequest(filled)).toEqual({
      structure_id: 12,
      structure_type: 'v2_weir',
      type: 'set_discharge_coefficients',
      offset: 0,
      duration: 3600,
      measure_specification: {
        variable: 's1',
        operator: '>=',
        locations: [
          { content_type: 'v2_connection_node', content_pk: 4, weight: '0.5' },
          { content_type: 'v2_connection_node', content_pk: 9, weight: '0.50' },
        ],
      },
      values: [
        [-1.5, 0.2, 0.3],
        [-1, 0.8, 0.9],
      ],
    })
  })

  it('refuses a time with a minus sign in the rule’s words, not as unreadable', () => {
    const early = { ...filled, offset: { hours: '-5', minutes: '', seconds: '' } }
    expect(issuesOf(early)).toEqual([
      { path: 'offset', message: 'The control cannot start before the run' },
    ])
    const negative = { ...filled, duration: { hours: '', minutes: '-30', seconds: '' } }
    expect(issuesOf(negative)).toEqual([{ path: 'duration', message: 'At least 1 s' }])
  })

  it('places the API checker’s problems at the fields they concern', () => {
    const broken = {
      ...filled,
      operator: '<' as const,
      locations: [
        {
          ...filled.locations[0],
          content_type: 'v2_connection_node' as const,
          content_pk: '4',
          weight: '0.4',
        },
      ],
      rows: [{ threshold: '-1.5', action: 'open', action_right: '0' }],
    }
    expect(issuesOf(broken)).toEqual([{ path: 'rows.0.action', message: 'Enter a number' }])
    const fixedNumber = {
      ...broken,
      rows: [{ threshold: '-1.5', action: '0.5', action_right: '0' }],
    }
    expect(issuesOf(fixedNumber)).toEqual([
      { path: 'locations', message: expect.stringMatching(/add up to 1; they add up to 0.40/) },
      { path: 'rows.0.threshold', message: 'Row 1: discharge coefficients must be above 0.' },
    ])
  })

  it('asks for the structure when none was picked', () => {
    const issues = issuesOf({ ...filled, structure_type: '', structure_id: '' })
    expect(issues).toContainEqual({
      path: 'structure_type',
      message: 'Choose the structure type',
    })
  })
})
