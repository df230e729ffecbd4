import { lazy, Suspense } from 'react'
import { useWatch } from 'react-hook-form'
import type { Model } from '@/api/models/schema'
import type { TimedStructureControl } from '@/api/simulations/structure-control-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Field } from '@/components/form/field'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import { ConfiguredControls } from './configured-controls'
import { ControlForm, useControlForm } from './control-form'
import { ControlMap } from './control-map'
import { ControlTimeFields } from './control-time-fields'
import { structureName } from './structure-names'
import { TargetFields } from './target-fields'
import { useStructurePicking } from './use-structure-picking'
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
  const control = useControlForm({
    kind: 'timed',
    simulationId: simulation.id,
    schema: timedControlFormSchema,
    defaultValues: timedControlDefaults,
    toRequest,
    fields: ['offset', 'duration', 'value'],
  })
  return (
    <ControlForm {...control}>
      <TimedControlMap model={model} network={network} />
      <TargetFields network={network} />
      <TimedValueFields />
      <ControlTimeFields runSeconds={simulation.duration} />
    </ControlForm>
  )
}

function TimedControlMap({ model, network }: { model: Model; network: ModelNetwork | undefined }) {
  const picking = useStructurePicking()
  return (
    <ControlMap
      model={model}
      network={network}
      picking={picking}
      label="Pick the structure to control"
      groupsOf="the timed control"
    />
  )
}

/** The value the structure is set to; discharge coefficients take one per flow direction. */
function TimedValueFields() {
  const type = useWatch<TimedControlFormValues, 'type'>({ name: 'type' })
  const twoValues = type === 'set_discharge_coefficients'
  return (
    <>
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
    </>
  )
}
