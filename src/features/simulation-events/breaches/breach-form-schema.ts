import { z } from 'zod'
import { parseDecimal } from '@/lib/decimal'
import {
  breachCreate,
  DEFAULT_DISCHARGE_COEFFICIENT,
  type BreachCreate,
} from '@/api/simulations/breach-schema'
import { durationTextProblem, parseDurationText, secondsToParts } from '@/lib/duration'
import { durationText, type DurationText } from '@/lib/duration-text'

/** Rules are the API's (`breachCreate`), checked on the converted values, so form and mock refuse alike. */
const fields = z.object({
  offset: durationText,
  duration_till_max_depth: durationText,
  initial_width: z.string(),
  maximum_breach_depth: z.string(),
  discharge_coefficient_positive: z.string(),
  discharge_coefficient_negative: z.string(),
})
export type BreachFormValues = z.input<typeof fields>
export type BreachFormField = keyof BreachFormValues

const notBefore = {
  offset: 'The breach cannot open before the run starts',
  duration_till_max_depth: 'The time to the deepest breach must be positive',
}

export const breachFormSchema = fields.superRefine((values, context) => {
  for (const field of ['offset', 'duration_till_max_depth'] as const) {
    const message = durationTextProblem(values[field], notBefore[field])
    if (message !== null) context.addIssue({ code: 'custom', path: [field], message })
  }
  const checked = breachCreate.omit({ potential_breach: true }).safeParse(measuresOf(values))
  for (const issue of checked.error?.issues ?? []) {
    const [field] = issue.path
    if (typeof field !== 'string') continue
    // A duration that is not whole numbers already has its message.
    if (
      (field === 'offset' || field === 'duration_till_max_depth') &&
      issue.code === 'invalid_type'
    )
      continue
    context.addIssue({ code: 'custom', path: [field], message: issue.message })
  }
})

/** An empty box is left out (the server's default applies). */
const parseMeasure = (text: string) => parseDecimal(text) ?? undefined

function measuresOf(values: BreachFormValues) {
  return {
    offset: parseDurationText(values.offset) ?? undefined,
    duration_till_max_depth: parseDurationText(values.duration_till_max_depth) ?? undefined,
    // Required: an empty box is "not a number", which the API schema names.
    initial_width: parseMeasure(values.initial_width) ?? Number.NaN,
    maximum_breach_depth: parseMeasure(values.maximum_breach_depth),
    discharge_coefficient_positive: parseMeasure(values.discharge_coefficient_positive),
    discharge_coefficient_negative: parseMeasure(values.discharge_coefficient_negative),
  }
}

const emptyDuration: DurationText = { hours: '', minutes: '', seconds: '' }

/** Coefficients start at the API's default; the depth box stays empty for the potential breach's. */
export const breachFormDefaults: BreachFormValues = {
  offset: emptyDuration,
  duration_till_max_depth: { hours: '', minutes: '10', seconds: '' },
  initial_width: '',
  maximum_breach_depth: '',
  discharge_coefficient_positive: DEFAULT_DISCHARGE_COEFFICIENT.toFixed(1),
  discharge_coefficient_negative: DEFAULT_DISCHARGE_COEFFICIENT.toFixed(1),
}

export function toRequest(values: BreachFormValues, potentialBreach: number): BreachCreate {
  const measures = measuresOf(values)
  return breachCreate.parse({ potential_breach: potentialBreach, ...measures })
}

function durationOf(seconds: number): DurationText {
  const { hours, minutes, seconds: rest } = secondsToParts(seconds)
  const text = (value: number) => (value === 0 ? '' : String(value))
  return { hours: text(hours), minutes: text(minutes), seconds: text(rest) }
}

/** A configured breach back in the form, to change it by removing and adding it again. */
export function toFormValues(event: {
  offset: number
  duration_till_max_depth: number
  initial_width: number
  maximum_breach_depth?: number | null | undefined
  discharge_coefficient_positive?: number | null | undefined
  discharge_coefficient_negative?: number | null | undefined
}): BreachFormValues {
  const measure = (value: number | null | undefined, fallback = '') =>
    value === null || value === undefined ? fallback : String(value)
  return {
    offset: durationOf(event.offset),
    duration_till_max_depth: durationOf(event.duration_till_max_depth),
    initial_width: String(event.initial_width),
    maximum_breach_depth: measure(event.maximum_breach_depth),
    discharge_coefficient_positive: measure(
      event.discharge_coefficient_positive,
      breachFormDefaults.discharge_coefficient_positive,
    ),
    discharge_coefficient_negative: measure(
      event.discharge_coefficient_negative,
      breachFormDefaults.discharge_coefficient_negative,
    ),
  }
}

const formFields = new Set<string>(Object.keys(fields.shape))
export function isBreachFormField(key: string): key is BreachFormField {
  return formFields.has(key)
}
