import { lazy, Suspense, useMemo, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Model } from '@/api/models/schema'
import {
  measureVariables,
  variablesOf,
  type MeasureVariable,
} from '@/api/simulations/structure-control-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Field } from '@/components/form/field'
import { SelectField } from '@/components/form/select-field'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import type { PickingMode } from '@/engine/picking/picking'
import { ActionTableEditor } from './action-table-editor'
import { ControlForm, useControlForm } from './control-form'
import { ControlMap } from './control-map'
import { ControlTimeFields } from './control-time-fields'
import { MeasureLocationsField } from './measure-locations-field'
import { measurePick, measurePicking } from './measure-picking'
import {
  rowValues,
  tableControlDefaults,
  tableControlFormSchema,
  toRequest,
  type TableControlFormValues,
} from './table-control-form-schema'
import { TargetFields } from './target-fields'
import { useStructurePicking } from './use-structure-picking'

const ActionChart = lazy(() => import('./action-chart'))

const variableLabels: Record<MeasureVariable, string> = {
  s1: 's1: water level (m)',
  vol1: 'vol1: volume (m³)',
  q: 'q: discharge (m³/s)',
  u1: 'u1: velocity (m/s)',
}

const operatorOptions = [
  { value: '>', label: '> greater than' },
  { value: '>=', label: '>= greater than or equal' },
  { value: '<', label: '< less than' },
  { value: '<=', label: '<= less than or equal' },
]

type Props = { simulation: Simulation; model: Model; network: ModelNetwork | undefined }
type Values = TableControlFormValues

type PickTarget = 'structure' | 'node' | 'line'

const pickTargets: readonly { value: PickTarget; label: string }[] = [
  { value: 'structure', label: 'The structure to control' },
  { value: 'node', label: 'Measure locations: connection nodes' },
  { value: 'line', label: 'Measure locations: lines (channels, pipes, culverts, weirs, orifices)' },
]

export function TableControlForm({ simulation, model, network }: Props) {
  const control = useControlForm({
    kind: 'table',
    simulationId: simulation.id,
    schema: tableControlFormSchema,
    defaultValues: tableControlDefaults,
    toRequest,
    fields: ['offset', 'duration', 'type'],
  })
  const type = useWatch({ control: control.state.form.control, name: 'type' })
  const twoActions = type === 'set_discharge_coefficients'
  return (
    <ControlForm {...control}>
      <TableControlPicker model={model} network={network} />
      <MeasureFields />
      <ActionTableEditor twoActions={twoActions} />
      <ActionTableChart twoActions={twoActions} />
      <Field<Values> name="name" label="Name of the measurement" hint="Optional.">
        {(props) => <input {...props} maxLength={50} autoComplete="off" />}
      </Field>
      <ControlTimeFields runSeconds={simulation.duration} />
    </ControlForm>
  )
}

function TableControlPicker({
  model,
  network,
}: {
  model: Model
  network: ModelNetwork | undefined
}) {
  const { control, setValue, getValues } = useFormContext<Values>()
  const locations = useWatch({ control, name: 'locations' })
  const [picking, setPicking] = useState<PickTarget>('structure')
  const [refusal, setRefusal] = useState<string | null>(null)
  const structurePicking = useStructurePicking()
  const mapPicking: PickingMode =
    picking === 'structure'
      ? structurePicking
      : measurePicking(picking, locations, (selected) => {
          const outcome = measurePick(picking, selected, getValues())
          if ('refused' in outcome) {
            setRefusal(outcome.refused)
            return
          }
          setRefusal(null)
          setValue('locations', outcome.locations, { shouldValidate: true, shouldDirty: true })
          setValue('variable', outcome.variable, { shouldValidate: true })
        })
  return (
    <>
      <fieldset className="control-form__pick">
        <legend>What a click on the map picks</legend>
        {pickTargets.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name="control-pick"
              checked={picking === value}
              onChange={() => {
                setPicking(value)
                setRefusal(null)
              }}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <ControlMap
        model={model}
        network={network}
        picking={mapPicking}
        measuring={picking === 'structure' ? null : picking}
        label={picking === 'structure' ? 'Pick the structure' : 'Pick measure locations'}
      />
      <TargetFields network={network} />
      <MeasureLocationsField refusal={refusal} />
    </>
  )
}

function MeasureFields() {
  const locations = useWatch<Values, 'locations'>({ name: 'locations' })
  const variables = useMemo(() => {
    const types = new Set(locations.map((location) => location.content_type))
    return [...types]
      .map(variablesOf)
      .reduce<readonly MeasureVariable[]>(
        (common, each) => common.filter((variable) => each.includes(variable)),
        measureVariables,
      )
  }, [locations])
  return (
    <>
      <SelectField<Values>
        name="variable"
        label="Measured variable"
        required
        hint="A connection node measures s1 or vol1; any other location q or u1."
        placeholder="Choose…"
        options={variables.map((variable) => ({
          value: variable,
          label: variableLabels[variable],
        }))}
      />
      <SelectField<Values>
        name="operator"
        label="Operator"
        required
        hint="With > and >= the thresholds ascend, with < and <= they descend."
        options={operatorOptions}
      />
    </>
  )
}

function ActionTableChart({ twoActions }: { twoActions: boolean }) {
  const [rows, type, operator] = useWatch<Values, ['rows', 'type', 'operator']>({
    name: ['rows', 'type', 'operator'],
  })
  const chartRows = rows
    .map((row) => rowValues(row, type))
    .filter((row) => row.every(Number.isFinite))
  if (chartRows.length === 0) return null
  return (
    <Suspense fallback={<p className="muted">Loading the chart…</p>}>
      <ActionChart
        rows={chartRows}
        ascending={operator.startsWith('>')}
        twoActions={twoActions}
        label="the action table"
      />
    </Suspense>
  )
}
