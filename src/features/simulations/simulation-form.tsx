import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useCreateSimulation } from '@/api/simulations/queries'
import type { Organisation } from '@/api/auth/schema'
import type { Model } from '@/api/models/schema'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field'
import { modelOptionLabel } from './model-choice'
import { RunLengthFields } from './run-length-fields'
import { serverFormErrors } from './server-errors'
import {
  computedEnd,
  simulationFormSchema,
  toRequest,
  type EndMode,
  type FormFieldName,
  type SimulationFormValues,
} from './simulation-form-schema'
import { TagsField } from './tags-field'
import { toUtcInput, utcInputToDate } from './utc-time'

export function SimulationForm({
  models,
  organisations,
  defaultValues,
  modelProblem = null,
}: {
  models: Model[]
  organisations: Organisation[]
  defaultValues: SimulationFormValues
  /** Why the model the page was asked for cannot be used; shown on Model until one is chosen. */
  modelProblem?: string | null
}) {
  const navigate = useNavigate()
  const create = useCreateSimulation()
  const [formErrors, setFormErrors] = useState<string[]>([])
  const { register, handleSubmit, control, setError, setValue, getValues, formState } =
    useForm<SimulationFormValues>({
      resolver: zodResolver(simulationFormSchema, undefined, { raw: true }),
      defaultValues,
    })
  const { errors } = formState
  const [hydromodel, tags, endMode, start, duration, end] = useWatch({
    control,
    name: ['hydromodel', 'tags', 'end_mode', 'start_datetime', 'duration', 'end_datetime'],
  })
  const modelError = (hydromodel === '' ? modelProblem : null) ?? errors.hydromodel?.message
  const runLength = { end_mode: endMode, start_datetime: start, duration, end_datetime: end }

  const onSubmit = handleSubmit((submitted) => {
    setFormErrors([])
    create.mutate(toRequest(submitted), {
      onSuccess: (simulation) => void navigate(`/simulations/${simulation.id}`),
      onError: (error) => {
        const shown = serverFormErrors(error, (field) => isShown(field, submitted.end_mode))
        shown.fields.forEach(([field, message]) => setError(field, { type: 'server', message }))
        setFormErrors(shown.form)
      },
    })
  })

  const prefillEnd = () => {
    const end = computedEnd(getValues())
    if (getValues('end_datetime') === '' && end !== null) setValue('end_datetime', toUtcInput(end))
  }

  return (
    <form
      className="form"
      noValidate
      aria-label="New simulation"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField
        label="Model"
        error={modelError}
        required
        hint="Only models that can start are listed"
      >
        {(control) => (
          <select {...control} {...register('hydromodel')}>
            <option value="">Choose a model…</option>
            {models.map((model) => (
              <option key={model.id} value={String(model.id)}>
                {modelOptionLabel(model)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Name" hint="1 to 128 characters" error={errors.name?.message} required>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" />}
      </FormField>
      <TagsField registration={register('tags')} value={tags} error={errors.tags?.message} />
      <FormField label="Organisation" error={errors.organisation?.message} required>
        {(control) => (
          <select {...control} {...register('organisation')}>
            {organisations.map((organisation) => (
              <option key={organisation.unique_id} value={organisation.unique_id}>
                {organisation.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RunLengthFields
        register={register}
        errors={errors}
        endMode={endMode}
        start={utcInputToDate(start)}
        end={computedEnd(runLength)}
        onEndModeChange={prefillEnd}
      />
      {formErrors.length > 0 ? (
        <div className="notice notice--error" role="alert">
          <p>The simulation was not created:</p>
          <ul>
            {formErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="form__actions">
        <Button type="submit" variant="primary" busy={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create simulation'}
        </Button>
      </div>
    </form>
  )
}

function isShown(field: FormFieldName, endMode: EndMode): boolean {
  if (field === 'duration') return endMode === 'duration'
  if (field === 'end_datetime') return endMode === 'end'
  return true
}
