import type { Path } from 'react-hook-form'
import type { z } from 'zod'
import {
  usePostProcessingRequest,
  type PostProcessingRequest,
} from '@/api/simulations/post-processing-queries'
import { useSchemaForm } from '@/components/form/use-schema-form'

type Setup<Schema extends z.ZodObject> = {
  simulationId: number
  schema: Schema
  defaultValues: z.input<Schema>
  draftForm: string
  requestOf: (values: z.input<Schema>) => PostProcessingRequest
  /** The fields a key of the server's 400 lands on; any other joins the form's alert. */
  fields: readonly Path<z.input<Schema>>[]
}

/** Basic and Damage are set up alike: one request, a draft per simulation, 400s on the fields. */
export function usePostProcessingForm<Schema extends z.ZodObject>({
  simulationId,
  schema,
  defaultValues,
  draftForm,
  requestOf,
  fields,
}: Setup<Schema>) {
  const request = usePostProcessingRequest(simulationId)
  const state = useSchemaForm({
    schema,
    defaultValues,
    draft: { form: draftForm, record: simulationId },
  })
  const onSubmit = state.submitWith({
    send: (values) => request.mutateAsync(requestOf(values)),
    fieldOf: (key) => fields.find((field) => field === key) ?? null,
  })
  return { ...state, onSubmit, busy: state.submitting || request.isPending }
}
