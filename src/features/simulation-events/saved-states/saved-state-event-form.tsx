import { useMemo, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import { useAddSavedStateEvent } from '@/api/simulations/saved-state-events-queries'
import { SAVED_STATE_NAME_MAX } from '@/api/simulations/saved-state-events-schema'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FieldGroup } from '@/components/form/field-group'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { formatDuration } from '@/lib/duration'
import { serverFormErrors } from '@/api/server-form-errors'
import {
  defaultFormValues,
  savedStateEventFormSchema,
  toAddition,
  type SavedStateEventFormValues,
} from './saved-state-event-form-schema'

type Values = SavedStateEventFormValues

const timeParts = [
  { name: 'time.hours', label: 'Hours (h)' },
  { name: 'time.minutes', label: 'Minutes (min)' },
  { name: 'time.seconds', label: 'Seconds (s)' },
] as const

/** Where an objection of the server is shown on this form, if on a field. */
function fieldOf(key: string): 'name' | 'tags' | 'time' | 's1' | null {
  if (key === 'name' || key === 'tags' || key === 'time') return key
  return key === 'thresholds' ? 's1' : null
}

/** Adds a timed or stable-threshold saved-state event. */
export function SavedStateEventForm({
  simulationId,
  duration,
}: {
  simulationId: number
  duration: number
}) {
  const schema = useMemo(() => savedStateEventFormSchema(duration), [duration])
  const defaults = useMemo(() => defaultFormValues(duration), [duration])
  const add = useAddSavedStateEvent(simulationId)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const { form, draftRestored, dropDraft, startOver, submit, submitting } = useSchemaForm({
    schema,
    defaultValues: defaults,
    draft: { form: 'saved-state-event', record: simulationId },
  })
  const { register, setError, formState, reset, control } = form
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = submit(async (values) => {
    setFormErrors([])
    try {
      await add.mutateAsync(toAddition(values))
    } catch (error) {
      const shown = serverFormErrors(error, fieldOf)
      shown.fields.forEach(([field, message]) => setError(field, { type: 'server', message }))
      setFormErrors(shown.form)
      return
    }
    // Back to a fresh form, and no draft of it: resetting writes one, so drop it after.
    reset(defaults)
    dropDraft()
  })

  return (
    <FormProvider {...form}>
      <form className="form" noValidate aria-label="Add a saved-state event" onSubmit={onSubmit}>
        <DraftNotice shown={draftRestored} onStartOver={startOver} />
        <fieldset className="saved-state-kind">
          <legend>Save the state</legend>
          <label>
            <input {...register('kind')} type="radio" value="timed" /> At a time in the run
          </label>
          <label>
            <input {...register('kind')} type="radio" value="stable-threshold" /> When the flow is
            stable
          </label>
        </fieldset>
        {kind === 'timed' ? (
          <FieldGroup
            legend={
              <>
                Time in the run{' '}
                <span className="field__required">
                  (required, from 0 s to the end, {formatDuration(duration)})
                </span>
              </>
            }
            error={formState.errors.time?.message}
          >
            {(group) => (
              <div className="saved-state-time">
                {timeParts.map((part) => (
                  <label key={part.name}>
                    {part.label}
                    <input
                      {...group}
                      {...register(part.name)}
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  </label>
                ))}
              </div>
            )}
          </FieldGroup>
        ) : (
          <>
            <Field<Values>
              name="s1"
              label="s1: water level change"
              unit="m"
              hint="Stable when the water level changes less than this; leave empty to ignore s1"
            >
              {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
            </Field>
            <Field<Values>
              name="u1"
              label="u1: flow velocity change"
              unit="m/s"
              hint="Stable when the flow velocity changes less than this; leave empty to ignore u1"
            >
              {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
            </Field>
          </>
        )}
        <Field<Values>
          name="name"
          label="Name"
          hint={`Up to ${SAVED_STATE_NAME_MAX} characters; the run's name and time when empty`}
        >
          {(control) => <input {...control} type="text" autoComplete="off" />}
        </Field>
        <Field<Values> name="tags" label="Tags" hint="Separate tags with commas, e.g. spin-up, T10">
          {(control) => <input {...control} type="text" autoComplete="off" />}
        </Field>
        <FormAlert title="The saved-state event was not added:" messages={formErrors} />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={submitting || add.isPending}>
            {submitting || add.isPending ? 'Adding…' : 'Add saved-state event'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
