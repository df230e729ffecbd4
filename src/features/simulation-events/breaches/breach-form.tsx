import { useState } from 'react'
import type { Model, PotentialBreach } from '@/api/models/schema'
import { useAddBreach, useRemoveBreach } from '@/api/simulations/breach-queries'
import { breachCreate, type BreachEvent } from '@/api/simulations/breach-schema'
import type { Simulation } from '@/api/simulations/schema'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { DurationPartsField } from '@/components/form/duration-parts-field'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { formatDuration } from '@/lib/duration'
import { BreachChooser } from './breach-chooser'
import {
  breachFormDefaults,
  breachFormSchema,
  isBreachFormField,
  type BreachFormField,
  toFormValues,
  toRequest,
  type BreachFormValues,
} from './breach-form-schema'
import { potentialBreachName } from '@/api/models/potential-breach-name'

type Props = {
  simulation: Simulation
  model: Model
  potentialBreaches: readonly PotentialBreach[]
  chosenId: number | null
  onChoose: (id: number | null) => void
  /** A configured breach being changed: it is removed once its replacement is added. */
  replacing: BreachEvent | null
  onReplaced: () => void
}

const measureFields = [
  {
    name: 'initial_width',
    label: 'Initial width',
    unit: 'm',
    hint: 'Width of the breach when it opens.',
    required: true,
  },
  {
    name: 'discharge_coefficient_positive',
    label: 'Discharge coefficient, positive direction',
    unit: 'dimensionless',
    hint: 'Energy loss around the breach for flow in the positive direction; 1.0 unless you know better.',
    required: false,
  },
  {
    name: 'discharge_coefficient_negative',
    label: 'Discharge coefficient, negative direction',
    unit: 'dimensionless',
    hint: 'The same for flow in the negative direction.',
    required: false,
  },
] as const

export function BreachForm({
  simulation,
  model,
  potentialBreaches,
  chosenId,
  onChoose,
  replacing,
  onReplaced,
}: Props) {
  const add = useAddBreach(simulation.id)
  const remove = useRemoveBreach(simulation.id)
  const { chosen, chooserError, setChooserError, choose, checkChosen } = useChosenBreach(
    potentialBreaches,
    chosenId,
    onChoose,
  )
  // Each breach being changed keeps its own draft; the panel keys this form by it.
  const { form, draftRestored, startOver, submitWith, submitting, formErrors, setFormErrors } =
    useSchemaForm({
      schema: breachFormSchema,
      defaultValues: replacing ? toFormValues(replacing) : breachFormDefaults,
      draft: {
        form: 'breach-event',
        record: replacing ? `${simulation.id}-replacing-${replacing.id}` : simulation.id,
      },
    })
  const close = () => {
    onChoose(null)
    onReplaced()
  }
  const keepOld = () => {
    startOver()
    close()
  }

  const onSubmit = submitWith({
    send: (values) => {
      const target = checkChosen()
      return target ? add.mutateAsync(toRequest(values, target.id)) : null
    },
    fieldOf: (key): BreachFormField | null => (isBreachFormField(key) ? key : null),
    besideFields: { potential_breach: setChooserError },
    onSent: async () => {
      const failure = replacing ? await removeFailure(() => remove.mutateAsync(replacing.id)) : null
      if (failure) setFormErrors([failure])
      close()
    },
    onInvalid: checkChosen,
  })

  const busy = submitting || add.isPending || remove.isPending
  const title = replacing ? 'Change the breach' : 'Add a breach'
  return (
    <SchemaForm form={form} label={title} className="breach-form" onSubmit={onSubmit}>
      <h3>{title}</h3>
      {replacing ? <ReplacingNotice onKeepOld={keepOld} /> : null}
      <DraftNotice shown={draftRestored} onStartOver={startOver} />
      {chosenId !== null && chosen === null ? (
        <UnknownBreachNotice id={chosenId} modelName={model.name} />
      ) : null}
      <BreachChooser
        model={model}
        potentialBreaches={potentialBreaches}
        chosen={chosen}
        onChoose={choose}
        error={chooserError}
      />
      <BreachTimeFields runSeconds={simulation.duration} />
      <BreachMeasureFields chosen={chosen} />
      <FormSubmit
        errorTitle="The breach was not added:"
        errors={formErrors}
        busy={busy}
        busyLabel="Adding…"
      >
        {replacing ? 'Add the changed breach' : 'Add breach'}
      </FormSubmit>
    </SchemaForm>
  )
}

/** The potential breach is no form field (it lives in the URL), so it is checked beside them. */
function useChosenBreach(
  potentialBreaches: readonly PotentialBreach[],
  chosenId: number | null,
  onChoose: (id: number | null) => void,
) {
  const [chooserError, setChooserError] = useState<string | undefined>(undefined)
  const chosen = potentialBreaches.find((record) => record.id === chosenId) ?? null
  const choose = (id: number | null) => {
    setChooserError(undefined)
    onChoose(id)
  }
  const checkChosen = (): PotentialBreach | null => {
    const problem = breachCreate.shape.potential_breach.safeParse(chosen?.id).error
    if (chosen && !problem) return chosen
    setChooserError(problem?.issues[0]?.message ?? 'Choose a potential breach')
    return null
  }
  return { chosen, chooserError, setChooserError, choose, checkChosen }
}

function ReplacingNotice({ onKeepOld }: { onKeepOld: () => void }) {
  return (
    <p className="notice" role="status">
      Changing a breach adds it anew with these values and then removes the old one.{' '}
      <Button variant="ghost" onClick={onKeepOld}>
        Keep the old one
      </Button>
    </p>
  )
}

function UnknownBreachNotice({ id, modelName }: { id: number; modelName: string }) {
  return (
    <ActionError className="notice notice--warning">
      The link asked for potential breach {id}, which is not one of {modelName}’s. Choose one below.
    </ActionError>
  )
}

/** Why the old breach stayed after its replacement was added; null when it was removed. */
async function removeFailure(removeOld: () => Promise<unknown>): Promise<string | null> {
  try {
    await removeOld()
    return null
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return `The new breach was added, but the old one could not be removed: ${reason}`
  }
}

function BreachTimeFields({ runSeconds }: { runSeconds: number }) {
  return (
    <>
      <DurationPartsField
        name="offset"
        legend="Starts after"
        hint={`Time from the start of the run until the breach opens; the run lasts ${formatDuration(runSeconds)}. Empty boxes count as 0.`}
      />
      <DurationPartsField
        name="duration_till_max_depth"
        legend="Time until maximum depth"
        hint="How long the breach takes to deepen to its maximum depth; at least 1 s."
      />
    </>
  )
}

function BreachMeasureFields({ chosen }: { chosen: PotentialBreach | null }) {
  return (
    <>
      <Field<BreachFormValues>
        name="maximum_breach_depth"
        label="Maximum breach depth"
        unit="m"
        hint={
          chosen
            ? `Below the top of the levee. Leave empty for the potential breach’s own ${chosen.maximum_breach_depth} m (${potentialBreachName(chosen)}).`
            : 'Below the top of the levee. Leave empty for the potential breach’s own depth.'
        }
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder={chosen ? String(chosen.maximum_breach_depth) : undefined}
          />
        )}
      </Field>
      {measureFields.map((field) => (
        <Field<BreachFormValues> key={field.name} {...field}>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
      ))}
    </>
  )
}
