import { z } from 'zod'
import { listEnvelope, timestamp } from '@/api/common'

export const SCENARIO_NAME_MAX = 128

const UUID4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export const basicPostProcessingCreate = z.object({
  scenario_name: z
    .string()
    .trim()
    .max(SCENARIO_NAME_MAX, `At most ${SCENARIO_NAME_MAX} characters`)
    .optional(),
  process_basic_results: z.boolean(),
  result_uuid: z
    .string()
    .trim()
    .regex(UUID4, 'Give a uuid4, like 9b2c6a1e-3f4d-4e5a-8b7c-0d1e2f3a4b5c')
    .optional(),
})
export type BasicPostProcessingBody = z.input<typeof basicPostProcessingCreate>

export const costTypes = ['min', 'avg', 'max'] as const
export const floodMonths = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const
export const REPAIR_TIME_MIN = 1
export const REPAIR_TIME_MAX = 240
export const INUNDATION_PERIOD_MIN = 1

const repairTime = z
  .number({ error: 'Enter a number of hours' })
  .int('Use whole hours')
  .min(REPAIR_TIME_MIN, `At least ${REPAIR_TIME_MIN} hour`)
  .max(REPAIR_TIME_MAX, `At most ${REPAIR_TIME_MAX} hours (10 days)`)

export const damagePostProcessingCreate = z.object({
  cost_type: z.enum(costTypes, { error: 'Choose min, avg or max' }),
  flood_month: z.enum(floodMonths, { error: 'Choose a month from the list' }),
  inundation_period: z
    .number({ error: 'Enter a number of hours' })
    .min(INUNDATION_PERIOD_MIN, `At least ${INUNDATION_PERIOD_MIN} hour`),
  repair_time_infrastructure: repairTime,
  repair_time_buildings: repairTime,
})
export type DamagePostProcessingBody = z.input<typeof damagePostProcessingCreate>

export const arrivalPostProcessingCreate = z.object({})

export const basicPostProcessing = z.object({
  simulation: z.string(),
  scenario_name: z.string(),
  process_basic_results: z.boolean(),
  result_uuid: z.string(),
})
export const arrivalPostProcessing = z.object({ basic_post_processing: z.number().int() })
export const damagePostProcessing = damagePostProcessingCreate.extend({
  basic_post_processing: z.number().int(),
})

export const postProcessingStatusNames = [
  'created',
  'requested',
  'archiving',
  'archiving_failed',
  'archived',
] as const
export type PostProcessingStatusName = (typeof postProcessingStatusNames)[number]

export const postProcessingStatus = z.object({
  simulation: z.string(),
  status: z.enum(postProcessingStatusNames),
  created: timestamp,
})
export type PostProcessingStatus = z.infer<typeof postProcessingStatus>
export const postProcessingStatusHistory = listEnvelope(postProcessingStatus)

export const postProcessingOverview = z.object({
  results: z.object({
    basic: z.boolean(),
    damage_estimation: z.boolean(),
    arrival_time: z.boolean(),
  }),
})

export function postProcessingSettled(status: PostProcessingStatusName): boolean {
  return status === 'archived' || status === 'archiving_failed'
}
