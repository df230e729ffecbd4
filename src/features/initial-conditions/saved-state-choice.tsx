import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { savedStatesQuery } from '@/api/models/queries'
import type { SavedState } from '@/api/models/schema'
import { useAddInitialCondition } from '@/api/simulations/initial-conditions-queries'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { FieldGroup } from '@/components/form/field-group'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { LoadingState } from '@/components/loading-state'
import { limitsOfModelState } from '@/api/models/saved-state-text'
import { SavedStateFacts } from './saved-state-facts'

/** Enough for every live state of a model: they expire after 7 days. */
const LIST = { ordering: '-created', limit: 100 }

const choiceSchema = z.object({ saved_state: z.string().min(1, 'Choose a saved state') })

export function SavedStateChoice({
  simulationId,
  modelId,
  requestedStateId,
  onAdded,
}: {
  simulationId: number
  modelId: number
  requestedStateId: number | null
  onAdded: () => void
}) {
  const states = useQuery(savedStatesQuery(modelId, LIST))
  const [now] = useState(() => new Date())
  if (states.isPending) return <LoadingState label="Loading the model’s saved states…" />
  if (states.isError) {
    return (
      <ErrorState
        title="Could not load the model’s saved states"
        message={states.error.message}
        error={states.error}
        onRetry={() => void states.refetch()}
      />
    )
  }
  const live = states.data.results.filter((state) => Date.parse(state.expiry) > now.getTime())
  if (live.length === 0) {
    return (
      <EmptyState
        title="This model has no saved states that can still be used"
        description="Saved states expire 7 days after they were made. A simulation of this model with a saved-state event (Events section) makes one when it finishes."
      />
    )
  }
  return (
    <ChoiceForm
      simulationId={simulationId}
      states={live}
      now={now}
      preselected={live.some((state) => state.id === requestedStateId) ? requestedStateId : null}
      onAdded={onAdded}
    />
  )
}

function ChoiceForm({
  simulationId,
  states,
  now,
  preselected,
  onAdded,
}: {
  simulationId: number
  states: SavedState[]
  now: Date
  preselected: number | null
  onAdded: () => void
}) {
  const add = useAddInitialCondition(simulationId)
  const { form, submitWith, submitting, formErrors } = useSchemaForm({
    schema: choiceSchema,
    defaultValues: { saved_state: preselected === null ? '' : String(preselected) },
    draft: { form: 'initial-saved-state', record: simulationId },
  })
  const { register, setError, formState } = form

  const onSubmit = submitWith({
    send: ({ saved_state }) => {
      const state = states.find((candidate) => String(candidate.id) === saved_state)
      if (!state) {
        setError('saved_state', { message: 'Choose a saved state from the list' })
        return null
      }
      return add.mutateAsync({ kind: 'saved_state', body: { saved_state: state.url } })
    },
    fieldOf: (key) => (key === 'saved_state' ? key : null),
    onSent: onAdded,
  })
  const busy = submitting || add.isPending

  return (
    <SchemaForm form={form} label="Start from a saved state" onSubmit={onSubmit}>
      <FieldGroup legend="Saved states of the model" error={formState.errors.saved_state?.message}>
        {(control) => (
          <ul className="choice-list">
            {states.map((state) => (
              <li key={state.id}>
                <label>
                  <input
                    {...control}
                    {...register('saved_state')}
                    type="radio"
                    value={String(state.id)}
                  />{' '}
                  <strong>{state.name}</strong>
                  <br />
                  <SavedStateFacts
                    state={{ ...state, limits: limitsOfModelState(state) }}
                    now={now}
                  />
                </label>
              </li>
            ))}
          </ul>
        )}
      </FieldGroup>
      <FormSubmit
        errorTitle="The saved state was not added:"
        errors={formErrors}
        busy={busy}
        busyLabel="Adding…"
      >
        Start from this saved state
      </FormSubmit>
    </SchemaForm>
  )
}
