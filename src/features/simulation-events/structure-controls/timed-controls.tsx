import { lazy, Suspense, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import { useAddStructureControl } from '@/api/simulations/structure-control-queries'
import type { Model } from '@/api/models/schema'
import type { TimedStructureControl } from '@/api/simulations/structure-control-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { DurationPartsField } from '@/components/form/duration-parts-field'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { isStructureCategory } from '@/components/map/map-categories'
import type { ModelNetwork } from '@/components/map/model-network'
import { structureTypes as typeOfCategory } from '@/components/map/pick-payload'
import type { PickingMode } from '@/components/map/picking'
import { formatDuration } from '@/lib/duration'
import { serverFormErrors } from '@/lib/server-form-errors'
import { ConfiguredControls } from './configured-controls'
import { ControlMap } from './control-map'
import { categoryOf, structureName } from './structure-names'
import { TargetFields } from './target-fields'
import { actionAfterPick } from './target-form-fields'
import {
  timedControlDefaults,
  timedControlFormSchema,
  toRequest,
  type TimedControlFormValues,
} from './timed-control-form-schema'

const TimedTimelineChart = lazy(() => import('./timed-timeline-chart'))

type Props = {
  simulation: Simulation
  model: Model
  controls: readonly TimedStructureControl[]
  network: ModelNetwork | undefined
  locked: boolean
}

/** Timed structure controls: listed, on a timeline over the run, added until the run starts. */
export function TimedControls({ simulation, model, controls, network, locked }: Props) {
  const timeline = controls.map((control) => ({
    name: structureName(network, control),
    start: control.offset,
    end: control.offset + (control.duration ?? simulation.duration),
  }))
  return (
    <>
      <h3>Timed controls</h3>
      {controls.length === 0 ? (
        <p className="muted">
          {locked ? 'No timed controls were configured.' : 'No timed controls yet.'}
        </p>
      ) : (
        <>
          <Suspense fallback={<p className="muted">Loading the timeline…</p>}>
            <TimedTimelineChart controls={timeline} runSeconds={simulation.duration} />
          </Suspense>
          <ConfiguredControls
            simulationId={simulation.id}
            kind="timed"
            controls={controls}
            network={network}
            removable={!locked}
          />
        </>
      )}
      {locked ? null : <TimedControlForm simulation={simulation} model={model} network={network} />}
    </>
  )
}

function TimedControlForm({
  simulation,
  model,
  network,
}: {
  simulation: Simulation
  model: Model
  network: ModelNetwork | undefined
}) {
  const add = useAddStructureControl(simulation.id, 'timed')
  const [formErrors, setFormErrors] = useState<string[]>([])
  const { form, draftRestored, dropDraft, startOver, submit, submitting } = useSchemaForm({
    schema: timedControlFormSchema,
    defaultValues: timedControlDefaults,
    draft: { form: 'timed-structure-control', record: simulation.id },
    mode: 'onChange',
  })
  const { control, setValue, getValues } = form
  const [structureType, structureId, type] = useWatch({
    control,
    name: ['structure_type', 'structure_id', 'type'],
  })
  const twoValues = type === 'set_discharge_coefficients'
  const picking: PickingMode = {
    kind: 'structure',
    mode: 'single',
    selected:
      structureType && structureId !== ''
        ? [{ category: categoryOf(structureType), id: Number(structureId) }]
        : [],
    onChange: (selected) => {
      const pick = selected.at(-1)
      if (!pick || !isStructureCategory(pick.category)) return
      const picked = typeOfCategory[pick.category]
      setValue('reference', 'structure_id')
      setValue('structure_type', picked, { shouldValidate: true })
      setValue('structure_id', String(pick.id), { shouldValidate: true })
      setValue('type', actionAfterPick(getValues('type'), picked), { shouldValidate: true })
    },
  }

  const onSubmit = submit(async (typed) => {
    setFormErrors([])
    try {
      await add.mutateAsync(toRequest(typed))
    } catch (error) {
      const shown = serverFormErrors(error, (key) =>
        key === 'offset' || key === 'duration' || key === 'value' ? key : null,
      )
      for (const [field, message] of shown.fields) form.setError(field, { type: 'server', message })
      setFormErrors(shown.form)
      return
    }
    dropDraft()
    form.reset(timedControlDefaults)
  })

  const busy = submitting || add.isPending
  return (
    <FormProvider {...form}>
      <form
        className="form control-form"
        noValidate
        aria-label="Add a timed structure control"
        onSubmit={onSubmit}
      >
        <h3>Add a timed structure control</h3>
        <DraftNotice shown={draftRestored} onStartOver={startOver} />
        <ControlMap
          model={model}
          network={network}
          picking={picking}
          label="Pick the structure to control"
          groupsOf="the timed control"
        />
        <TargetFields network={network} />
        <Field<TimedControlFormValues>
          name="value"
          label={twoValues ? 'Value, left flow direction' : 'Value'}
          required
          hint={twoValues ? 'Above 0.' : 'm for a crest level, m³/s for a pump capacity.'}
        >
          {(props) => <input {...props} inputMode="decimal" autoComplete="off" />}
        </Field>
        {twoValues ? (
          <Field<TimedControlFormValues>
            name="value_right"
            label="Value, right flow direction"
            required
            hint="Above 0."
          >
            {(props) => <input {...props} inputMode="decimal" autoComplete="off" />}
          </Field>
        ) : null}
        <DurationPartsField
          name="offset"
          legend="Starts after"
          hint={`Time from the start of the run; the run lasts ${formatDuration(simulation.duration)}. Empty boxes count as 0.`}
        />
        <DurationPartsField name="duration" legend="Applies for" hint="At least 1 s." />
        <FormAlert title="The control was not added:" messages={formErrors} />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? 'Adding…' : 'Add timed control'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
