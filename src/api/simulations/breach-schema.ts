import { z } from 'zod'

/** The breach rules of api.md and decisions.md: the form checks them as typed, the mock with `parseBody`. */
const positiveNumber = (what: string) =>
  z.number({ error: `Enter the ${what} as a number` }).positive(`The ${what} must be above 0`)

export const breachOffset = z
  .number({ error: 'Enter when the breach starts' })
  .int('The start is counted in whole seconds')
  .min(0, 'The breach cannot start before the run')

export const breachDurationTillMaxDepth = z
  .number({ error: 'Enter how long the breach takes to reach its maximum depth' })
  .int('Counted in whole seconds')
  .min(1, 'At least 1 s')

export const breachInitialWidth = positiveNumber('initial width')
export const breachMaximumDepth = positiveNumber('maximum breach depth')
export const breachDischargeCoefficient = positiveNumber('discharge coefficient')

export const DEFAULT_DISCHARGE_COEFFICIENT = 1.0

export const breachCreate = z.object({
  potential_breach: z
    .number({ error: 'Choose a potential breach' })
    .int('Choose a potential breach')
    .positive('Choose a potential breach'),
  offset: breachOffset,
  duration_till_max_depth: breachDurationTillMaxDepth,
  initial_width: breachInitialWidth,
  maximum_breach_depth: breachMaximumDepth.optional(),
  discharge_coefficient_positive: breachDischargeCoefficient.optional(),
  discharge_coefficient_negative: breachDischargeCoefficient.optional(),
})
export type BreachCreate = z.infer<typeof breachCreate>

/** `potential_breach` is read as an id or as the reference's link ending in one, so a server answering links works. */
export const breachEvent = z.object({
  id: z.number().int(),
  url: z.string(),
  potential_breach: z
    .union([z.number().int(), z.string()])
    .nullable()
    .transform((value) => (typeof value === 'string' ? idAtEndOf(value) : value)),
  offset: z.number(),
  duration_till_max_depth: z.number(),
  initial_width: z.number(),
  maximum_breach_depth: z.number().nullable().optional(),
  discharge_coefficient_positive: z.number().nullable().optional(),
  discharge_coefficient_negative: z.number().nullable().optional(),
})
export type BreachEvent = z.infer<typeof breachEvent>

function idAtEndOf(link: string): number | null {
  const match = /(\d{1,15})\/?$/.exec(link)
  return match?.[1] === undefined ? null : Number(match[1])
}
