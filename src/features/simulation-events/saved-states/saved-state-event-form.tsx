import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useAddSavedStateEvent } from '@/api/simulations/saved-state-events-queries'
import { SAVED_STATE_NAME_MAX } from '@/api/simulations/saved-state-events-schema'
import { DraftNotice } from '@/components/form/draft-notice'
import { DurationPartsField } from '@/components/form/duration-parts-field'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { RadioChoices } from '@/components/form/radio-choices'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { formatDuration } from '@/lib/duration'
import {
  defaultFormValues,
  savedStateEventFormSchema,
  toAddition,
  type SavedStateEventFormValues,
} from './saved-state-event-form-schema'

type Values = SavedStateEventFormValues

const kinds = [
  { value: 'timed', label: 'At a time in the run' },
  { value: 'stable-threshold', label: 'When the flow is stable' },
]

const thresholds = [
  {
    name: 's1',
    label: 's1: water level change',
    unit: 'm',
    hint: 'Stable when the water level changes less than this; leave empty to ignore s1',
  },
  {
    name: 'u1',
    label: 'u1: flow velocity change',
    unit: 'm/s',
    hint: 'Stable when the flow velocity changes less than this; leave empty to ignore u1',
  },
] as const

/** Where an objection of the server is shown on this form, if on a field. */
function fieldOf(key: string): 'name' | 'tags' | 'time' | 's1' | null {
  if (key === 'name' || key === 'tags' || key === 'time') return key
  return key === 'thresholds' ? 's1' : null
}

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
  const { form, draftRestored, startOver, submitWith, submitting, formErrors } = useSchemaForm({
    schema,
    defaultValues: defaults,
    draft: { form: 'saved-state-event', record: simulationId },
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const onSubmit = submitWith({ send: (values) => add.mutateAsync(toAddition(values)), fieldOf })
  const busy = submitting || add.isPending

  return (
    <SchemaForm form={form} label="Add a saved-state event" onSubmit={onSubmit}>
      <DraftNotice shown={draftRestored} onStartOver={startOver} />
      <RadioChoices<Values> name="kind" legend="Save the state" choices={kinds} />
      {kind === 'timed' ? (
        <DurationPartsField
          name="time"
          legend="Time in the run"
          requirement={`required, from 0 s to the end, ${formatDuration(duration)}`}
        />
      ) : (
        thresholds.map((threshold) => (
          <Field<Values> key={threshold.name} {...threshold}>
            {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
          </Field>
        ))
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
      <FormSubmit
        errorTitle="The saved-state event was not added:"
        errors={formErrors}
        busy={busy}
        busyLabel="Adding…"
      >
        Add saved-state event
      </FormSubmit>
    </SchemaForm>
  )
}
