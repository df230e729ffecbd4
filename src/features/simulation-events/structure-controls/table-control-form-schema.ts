import { z } from 'zod'
import {
  actionTypes,
  checkedTableStructureControl,
  locationTypes,
  measureVariables,
  operators,
  structureTypes,
  type ActionType,
  type TableStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import { parseSignedDurationText } from '@/lib/duration'
import { decimalText, parseDecimal } from '@/lib/decimal'
import { checkedByApi, targetFields, targetOf, timingFields } from './target-form-fields'

export const actionRowText = z.object({
  threshold: z.string(),
  action: z.string(),
  action_right: z.string(),
})
export type ActionRowText = z.infer<typeof actionRowText>

const locationText = z.object({
  content_type: z.enum(locationTypes),
  content_pk: z.string(),
  weight: z.string(),
})
export type LocationText = z.infer<typeof locationText>

/** Rules are the API's (`checkedTableStructureControl`), checked on the converted payload as typed. */
const fields = z.object({
  ...targetFields,
  name: z.string(),
  variable: z.enum(measureVariables).or(z.literal('')),
  operator: z.enum(operators),
  locations: z.array(locationText),
  rows: z.array(actionRowText),
  /** Rows pasted from a spreadsheet, not yet read into the table (kept in the draft too). */
  paste: z.string(),
  ...timingFields,
})
export type TableControlFormValues = z.input<typeof fields>

export const tableControlFormSchema = checkedByApi(
  fields,
  checkedTableStructureControl,
  toPayload,
  rowPath,
)

/** A problem with a row (or one of its numbers) is shown at that row. */
function rowPath(path: readonly PropertyKey[]): (string | number)[] | null {
  const [first, second, third] = path
  if (first === 'measure_specification') {
    if (second === 'locations' && typeof third === 'number') {
      return ['locations', third, path[3] === 'weight' ? 'weight' : 'content_pk']
    }
    return typeof second === 'string' && second !== 'locations' ? [second] : ['locations']
  }
  if (first !== 'values') return null
  if (typeof second !== 'number') return ['rows']
  const column = third === 2 ? 'action_right' : third === 1 ? 'action' : 'threshold'
  return ['rows', second, column]
}

const cell = (text: string) => parseDecimal(text) ?? Number.NaN

export const rowValues = (row: ActionRowText, type: ActionType | ''): number[] =>
  type === 'set_discharge_coefficients'
    ? [cell(row.threshold), cell(row.action), cell(row.action_right)]
    : [cell(row.threshold), cell(row.action)]

/** The values as typed → the POST body (it may break rules; the schema says which). */
export function toPayload(values: TableControlFormValues): unknown {
  return {
    ...targetOf(values),
    offset: parseSignedDurationText(values.offset) ?? undefined,
    duration: parseSignedDurationText(values.duration) ?? undefined,
    measure_specification: {
      ...(values.name.trim() === '' ? {} : { name: values.name.trim() }),
      variable: values.variable || undefined,
      operator: values.operator,
      locations: values.locations.map((location) => ({
        content_type: location.content_type,
        content_pk: Number(location.content_pk),
        weight: decimalText(location.weight),
      })),
    },
    values: values.rows.map((row) => rowValues(row, values.type)),
  }
}

export function toRequest(values: TableControlFormValues): TableStructureControlCreate {
  return checkedTableStructureControl.parse(toPayload(values))
}

export const emptyRow: ActionRowText = { threshold: '', action: '', action_right: '' }

export const tableControlDefaults: TableControlFormValues = {
  structure_type: '',
  structure_id: '',
  reference: 'structure_id',
  grid_id: '',
  type: '',
  name: '',
  variable: '',
  operator: '>',
  locations: [],
  rows: [emptyRow],
  paste: '',
  offset: { hours: '', minutes: '', seconds: '' },
  duration: { hours: '1', minutes: '', seconds: '' },
}

export { actionTypes, structureTypes }
