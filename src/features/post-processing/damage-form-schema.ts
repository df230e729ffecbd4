import { z } from 'zod'
import { parseDecimal } from '@/lib/decimal'
import {
  costTypes,
  damagePostProcessingCreate,
  floodMonths,
  type DamagePostProcessingBody,
} from '@/api/simulations/post-processing-schema'

export const repairTimeChoices = [
  { hours: 6, label: '6 h' },
  { hours: 24, label: '1 day (24 h)' },
  { hours: 48, label: '2 days (48 h)' },
  { hours: 120, label: '5 days (120 h)' },
  { hours: 240, label: '10 days (240 h)' },
] as const
export const OTHER = 'other'

export const repairFields = ['repair_time_infrastructure', 'repair_time_buildings'] as const
type RepairField = (typeof repairFields)[number]

/** A number as typed; '' and text that is no number both become NaN (the schema says why). */
function typedNumber(text: string): number {
  return parseDecimal(text) ?? Number.NaN
}

/** Each repair time is a usual choice or `other` with its own hours box, where an objection to it lands. */
export const damageFormSchema = z
  .object({
    cost_type: z.string(),
    flood_month: z.string(),
    inundation_period: z.string(),
    repair_time_infrastructure: z.string(),
    repair_time_infrastructure_other: z.string(),
    repair_time_buildings: z.string(),
    repair_time_buildings_other: z.string(),
  })
  .superRefine((values, context) => {
    const result = damagePostProcessingCreate.safeParse(toDamageBody(values))
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0])
      const onOther =
        (field === 'repair_time_infrastructure' || field === 'repair_time_buildings') &&
        values[field] === OTHER
      const path = [onOther ? `${field}_other` : field]
      context.addIssue({ code: 'custom', path, message: issue.message })
    }
  })
export type DamageFormValues = z.input<typeof damageFormSchema>

function repairHours(values: DamageFormValues, field: RepairField): number {
  const choice = values[field]
  return typedNumber(choice === OTHER ? values[`${field}_other`] : choice)
}

export function toDamageBody(values: DamageFormValues): DamagePostProcessingBody {
  return {
    cost_type: values.cost_type as DamagePostProcessingBody['cost_type'],
    flood_month: values.flood_month as DamagePostProcessingBody['flood_month'],
    inundation_period: typedNumber(values.inundation_period),
    repair_time_infrastructure: repairHours(values, 'repair_time_infrastructure'),
    repair_time_buildings: repairHours(values, 'repair_time_buildings'),
  }
}

export const damageDefaults: DamageFormValues = {
  cost_type: 'avg',
  flood_month: 'sep',
  inundation_period: '12',
  repair_time_infrastructure: '120',
  repair_time_infrastructure_other: '',
  repair_time_buildings: '240',
  repair_time_buildings_other: '',
}

export { costTypes, floodMonths }
