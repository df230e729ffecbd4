import { useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { addInitialCondition } from '@/api/simulations/initial-conditions-queries'
import { useCreateSimulation } from '@/api/simulations/queries'
import type { Organisation } from '@/api/auth/schema'
import type { Model } from '@/api/models/schema'
import type { Simulation } from '@/api/simulations/schema'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { SelectField } from '@/components/form/select-field'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import type { DraftAddress } from '@/workflows/browser/form-draft'
import { showToast } from '@/lib/toasts'
import { toMomentInput } from '@/lib/local-time'
import { modelOptionLabel } from './model-choice'
import { RunLengthFields } from './run-length-fields'
import {
  computedEnd,
  isFormFieldName,
  momentOf,
  simulationFormSchema,
  toRequest,
  type EndMode,
  type FormFieldName,
  type SimulationFormValues,
} from './simulation-form-schema'
import { StartingStateNotice, type StartingState } from './starting-state'
import { TagsField } from './tags-field'
import { breachEventsLink, initialConditionsLink } from '@/lib/page-links'
import { PickedBreachNotice, type PickedBreach } from './picked-breach'

export function SimulationForm({
  models,
  organisations,
  defaultValues,
  draft,
  modelProblem = null,
  starting = null,
  startingProblem = null,
  picked = null,
  pickedProblem = null,
}: {
  models: Model[]
  organisations: Organisation[]
  defaultValues: SimulationFormValues
  draft: DraftAddress
  /** Why the model the page was asked for cannot be used; shown on Model until one is chosen. */
  modelProblem?: string | null
  starting?: StartingState | null
  startingProblem?: string | null
  picked?: PickedBreach | null
  pickedProblem?: string | null
}) {
  const create = useCreateSimulation()
  const openCreated = useOpenCreated(starting, picked)
  const { form, draftRestored, startOver, submitWith, submitting, formErrors } = useSchemaForm({
    schema: simulationFormSchema,
    defaultValues,
    draft,
  })
  const { control, setValue, getValues } = form
  const [hydromodel, endMode, start, duration, end] = useWatch({
    control,
    name: ['hydromodel', 'end_mode', 'start_datetime', 'duration', 'end_datetime'],
  })
  const runLength = { end_mode: endMode, start_datetime: start, duration, end_datetime: end }
  const onSubmit = submitWith({
    send: (submitted) => create.mutateAsync(toRequest(submitted)),
    fieldOf: (key, submitted) => shownField(key, submitted.end_mode),
    onSent: openCreated,
  })

  const prefillEnd = () => {
    const end = computedEnd(getValues())
    if (getValues('end_datetime') === '' && end !== null)
      setValue('end_datetime', toMomentInput(end))
  }

  return (
    <SchemaForm form={form} label="New simulation" onSubmit={onSubmit}>
      <DraftNotice shown={draftRestored} onStartOver={startOver} />
      <StartingStateNotice starting={starting} problem={startingProblem} chosenModel={hydromodel} />
      <PickedBreachNotice picked={picked} problem={pickedProblem} chosenModel={hydromodel} />
      <SimulationFields
        models={models}
        organisations={organisations}
        modelProblem={hydromodel === '' ? modelProblem : null}
      />
      <RunLengthFields
        endMode={endMode}
        start={momentOf(start)}
        end={computedEnd(runLength)}
        onEndModeChange={prefillEnd}
      />
      <FormSubmit
        errorTitle="The simulation was not created:"
        errors={formErrors}
        busy={submitting}
        busyLabel="Creating…"
      >
        Create simulation
      </FormSubmit>
    </SchemaForm>
  )
}

function SimulationFields({
  models,
  organisations,
  modelProblem,
}: {
  models: Model[]
  organisations: Organisation[]
  modelProblem: string | null
}) {
  return (
    <>
      <SelectField<SimulationFormValues>
        name="hydromodel"
        label="Model"
        error={modelProblem}
        required
        hint="Only models that can start are listed"
        placeholder="Choose a model…"
        options={models.map((model) => ({
          value: String(model.id),
          label: modelOptionLabel(model),
        }))}
      />
      <Field<SimulationFormValues> name="name" label="Name" hint="1 to 128 characters" required>
        {(control) => <input {...control} type="text" autoComplete="off" />}
      </Field>
      <TagsField />
      <SelectField<SimulationFormValues>
        name="organisation"
        label="Organisation"
        required
        options={organisations.map((organisation) => ({
          value: organisation.unique_id,
          label: organisation.name,
        }))}
      />
    </>
  )
}

/** A refused saved state does not undo the simulation: its Initial conditions say what to do. */
function useOpenCreated(starting: StartingState | null, picked: PickedBreach | null) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async (simulation: Simulation, submitted: SimulationFormValues) => {
    // Only chosen, not added: the modeller adds it once, with its width and timing.
    const breach =
      picked && submitted.hydromodel === String(picked.modelId)
        ? breachEventsLink(simulation.id, picked.id)
        : null
    if (!starting || submitted.hydromodel !== String(starting.modelId)) {
      void navigate(breach ?? `/simulations/${simulation.id}`)
      return
    }
    const section = `/simulations/${simulation.id}/initial-conditions`
    try {
      const body = { saved_state: starting.state.url }
      await addInitialCondition(queryClient, simulation.id, { kind: 'saved_state', body })
      void navigate(breach ?? section)
    } catch (error) {
      showToast({
        tone: 'error',
        title: 'The simulation was created, without its saved state',
        description: error instanceof Error ? error.message : undefined,
      })
      void navigate(initialConditionsLink(simulation.id, starting.state.id))
    }
  }
}

/** A field of the server's answer that is on screen for the chosen way of giving the end. */
function shownField(key: string, endMode: EndMode): FormFieldName | null {
  if (!isFormFieldName(key)) return null
  if (key === 'duration' && endMode !== 'duration') return null
  if (key === 'end_datetime' && endMode !== 'end') return null
  return key
}
