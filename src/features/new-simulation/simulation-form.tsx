import { useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { addInitialCondition } from '@/api/simulations/initial-conditions-queries'
import { useCreateSimulation } from '@/api/simulations/queries'
import type { Organisation } from '@/api/auth/schema'
import type { Model } from '@/api/models/schema'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import type { DraftAddress } from '@/components/form/form-draft'
import { showToast } from '@/components/toast'
import { serverFormErrors } from '@/api/server-form-errors'
import { toUtcInput, utcInputToDate } from '@/lib/utc-time'
import { modelOptionLabel } from './model-choice'
import { RunLengthFields } from './run-length-fields'
import {
  computedEnd,
  isFormFieldName,
  simulationFormSchema,
  toRequest,
  type EndMode,
  type FormFieldName,
  type SimulationFormValues,
} from './simulation-form-schema'
import { StartingStateNotice, type StartingState } from './starting-state'
import { TagsField } from './tags-field'
import { initialConditionsLink } from '@/components/page-links'

export function SimulationForm({
  models,
  organisations,
  defaultValues,
  draft,
  modelProblem = null,
  starting = null,
  startingProblem = null,
}: {
  models: Model[]
  organisations: Organisation[]
  defaultValues: SimulationFormValues
  draft: DraftAddress
  /** Why the model the page was asked for cannot be used; shown on Model until one is chosen. */
  modelProblem?: string | null
  /** The saved state the run starts from (model page, "Start a simulation from this state"). */
  starting?: StartingState | null
  startingProblem?: string | null
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useCreateSimulation()
  const [formErrors, setFormErrors] = useState<string[]>([])
  const { form, draftRestored, dropDraft, startOver, submit, submitting } = useSchemaForm({
    schema: simulationFormSchema,
    defaultValues,
    draft,
  })
  const { control, setError, setValue, getValues } = form
  const [hydromodel, endMode, start, duration, end] = useWatch({
    control,
    name: ['hydromodel', 'end_mode', 'start_datetime', 'duration', 'end_datetime'],
  })
  const runLength = { end_mode: endMode, start_datetime: start, duration, end_datetime: end }

  const onSubmit = submit(async (submitted) => {
    setFormErrors([])
    let simulation
    try {
      simulation = await create.mutateAsync(toRequest(submitted))
    } catch (error) {
      // What was typed stays in the form (and its draft); only the objections are added.
      const shown = serverFormErrors(error, (key) => shownField(key, submitted.end_mode))
      shown.fields.forEach(([field, message]) => setError(field, { type: 'server', message }))
      setFormErrors(shown.form)
      return
    }
    dropDraft()
    if (!starting || submitted.hydromodel !== String(starting.modelId)) {
      void navigate(`/simulations/${simulation.id}`)
      return
    }
    const section = `/simulations/${simulation.id}/initial-conditions`
    try {
      const body = { saved_state: starting.state.url }
      await addInitialCondition(queryClient, simulation.id, { kind: 'saved_state', body })
      void navigate(section)
    } catch (error) {
      showToast({
        tone: 'error',
        title: 'The simulation was created, without its saved state',
        description: error instanceof Error ? error.message : undefined,
      })
      void navigate(initialConditionsLink(simulation.id, starting.state.id))
    }
  })

  const prefillEnd = () => {
    const end = computedEnd(getValues())
    if (getValues('end_datetime') === '' && end !== null) setValue('end_datetime', toUtcInput(end))
  }

  return (
    <FormProvider {...form}>
      <form className="form" noValidate aria-label="New simulation" onSubmit={onSubmit}>
        <DraftNotice shown={draftRestored} onStartOver={startOver} />
        <StartingStateNotice
          starting={starting}
          problem={startingProblem}
          chosenModel={hydromodel}
        />
        <Field<SimulationFormValues>
          name="hydromodel"
          label="Model"
          error={hydromodel === '' ? modelProblem : null}
          required
          hint="Only models that can start are listed"
        >
          {(control) => (
            <select {...control}>
              <option value="">Choose a model…</option>
              {models.map((model) => (
                <option key={model.id} value={String(model.id)}>
                  {modelOptionLabel(model)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field<SimulationFormValues> name="name" label="Name" hint="1 to 128 characters" required>
          {(control) => <input {...control} type="text" autoComplete="off" />}
        </Field>
        <TagsField />
        <Field<SimulationFormValues> name="organisation" label="Organisation" required>
          {(control) => (
            <select {...control}>
              {organisations.map((organisation) => (
                <option key={organisation.unique_id} value={organisation.unique_id}>
                  {organisation.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <RunLengthFields
          endMode={endMode}
          start={utcInputToDate(start)}
          end={computedEnd(runLength)}
          onEndModeChange={prefillEnd}
        />
        <FormAlert title="The simulation was not created:" messages={formErrors} />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={submitting}>
            {submitting ? 'Creating…' : 'Create simulation'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}

/** A field of the server's answer that is on screen for the chosen way of giving the end. */
function shownField(key: string, endMode: EndMode): FormFieldName | null {
  if (!isFormFieldName(key)) return null
  if (key === 'duration' && endMode !== 'duration') return null
  if (key === 'end_datetime' && endMode !== 'end') return null
  return key
}
