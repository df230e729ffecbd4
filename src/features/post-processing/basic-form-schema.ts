import { z } from 'zod'
import {
  basicPostProcessingCreate,
  type BasicPostProcessingBody,
} from '@/api/simulations/post-processing-schema'

/** The Basic form as typed: an empty uuid box means "let the server generate one". */
export const basicFormSchema = z
  .object({
    scenario_name: z.string(),
    process_basic_results: z.boolean(),
    result_uuid: z.string(),
  })
  .superRefine((values, context) => {
    const result = basicPostProcessingCreate.safeParse(toBasicBody(values))
    for (const issue of result.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    }
  })
export type BasicFormValues = z.input<typeof basicFormSchema>

export function toBasicBody(values: BasicFormValues): BasicPostProcessingBody {
  const uuid = values.result_uuid.trim()
  return {
    scenario_name: values.scenario_name.trim(),
    process_basic_results: values.process_basic_results,
    ...(uuid === '' ? {} : { result_uuid: uuid }),
  }
}
