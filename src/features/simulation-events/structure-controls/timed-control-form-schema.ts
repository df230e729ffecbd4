import { z } from 'zod'
import {
  checkedTimedStructureControl,
  type TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import { parseSignedDurationText } from '@/lib/duration'
import { parseDecimal } from '@/lib/decimal'
import { checkedByApi, targetFields, targetOf, timingFields } from './target-form-fields'

/** A timed structure control as typed; its rules are the API's (`checkedTimedStructureControl`). */
const fields = z.object({
  ...targetFields,
  value: z.string(),
  value_right: z.string(),
  ...timingFields,
})
export type TimedControlFormValues = z.input<typeof fields>

/** A problem with the value is shown at the box of its flow direction. */
const valuePath = (path: readonly PropertyKey[]) =>
  path[0] === 'value' ? [path[1] === 1 ? 'value_right' : 'value'] : null

export const timedControlFormSchema = checkedByApi(
  fields,
  checkedTimedStructureControl,
  toPayload,
  valuePath,
)

const cell = (text: string) => parseDecimal(text) ?? Number.NaN

export function toPayload(values: TimedControlFormValues): unknown {
  return {
    ...targetOf(values),
    offset: parseSignedDurationText(values.offset) ?? undefined,
    duration: parseSignedDurationText(values.duration) ?? undefined,
    value:
      values.type === 'set_discharge_coefficients'
        ? [cell(values.value), cell(values.value_right)]
        : [cell(values.value)],
  }
}

export function toRequest(values: TimedControlFormValues): TimedStructureControlCreate {
  return checkedTimedStructureControl.parse(toPayload(values))
}

export const timedControlDefaults: TimedControlFormValues = {
  structure_type: '',
  structure_id: '',
  reference: 'structure_id',
  grid_id: '',
  type: '',
  value: '',
  value_right: '',
  offset: { hours: '', minutes: '', seconds: '' },
  duration: { hours: '1', minutes: '', seconds: '' },
}
