import { lazy, Suspense, useMemo, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import type { Model } from '@/api/models/schema'
import { useAddStructureControl } from '@/api/simulations/structure-control-queries'
import {
  measureVariables,
  variablesOf,
  type MeasureVariable,
} from '@/api/simulations/structure-control-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { DurationPartsField } from '@/components/form/duration-parts-field'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import type { ModelNetwork } from '@/components/map/model-network'
import { structureTypes as typeOfCategory } from '@/components/map/pick-payload'
import type { PickingMode } from '@/components/map/picking'
import { isStructureCategory } from '@/components/map/map-categories'
import { formatDuration } from '@/lib/duration'
import { serverFormErrors } from '@/lib/server-form-errors'
import { ActionTableEditor } from './action-table-editor'
import { ControlMap } from './control-map'
import { MeasureLocationsField } from './measure-locations-field'
import { measurePick, measurePicking } from './measure-picking'
import { categoryOf } from './structure-names'
import {
  rowValues,
  tableControlDefaults,
  tableControlFormSchema,
  toRequest,
  type TableControlFormValues,
} from './table-control-form-schema'
import { TargetFields } from './target-fields'
import { actionAfterPick } from './target-form-fields'

const ActionChart = lazy(() => import('./action-chart'))

const variableLabels: Record<MeasureVariable, string> = {
  s1: 's1: water level (m)',
  vol1: 'vol1: volume (m³)',
  q: 'q: discharge (m³/s)',
  u1: 'u1: velocity (m/s)',
}

type Props = { simulation: Simulation; model: Model; network: ModelNetwork | undefined }

type PickTarget = 'structure' | 'node' | 'line'

/** What a click on the form's map (or its list) picks. */
const pickTargets: readonly { value: PickTarget; label: string }[] = [
  { value: 'structure', label: 'The structure to control' },
  { value: 'node', label: 'Measure locations: connection nodes' },
  { value: 'line', label: 'Measure locations: lines (channels, pipes, culverts, weirs, orifices)' },
]

/**
 * A new table structure control (api.md "Structure control: table"), its rules checked as
 * typed by the API's own checker; what is typed is kept as a draft (decision 0008).
 */
export function TableControlForm({ simulation, model, network }: Props) {
  const add = useAddStructureControl(simulation.id, 'table')
  const [formErrors, setFormErrors] = useState<string[]>([])
  const [picking, setPicking] = useState<PickTarget>('structure')
  const [refusal, setRefusal] = useState<string | null>(null)
  const choosePicking = (next: typeof picking) => {
    setPicking(next)
    setRefusal(null)
  }
  const { form, draftRestored, dropDraft, startOver, submit, submitting } = useSchemaForm({
    schema: tableControlFormSchema,
    defaultValues: tableControlDefaults,
    draft: { form: 'table-structure-control', record: simulation.id },
    mode: 'onChange',
  })
  const { control, setValue, getValues } = form
  const values = useWatch({ control }) as TableControlFormValues
  const twoActions = values.type === 'set_discharge_coefficients'
  const variables = useMemo(() => {
    const types = new Set(values.locations.map((location) => location.content_type))
    return [...types]
      .map(variablesOf)
      .reduce<readonly MeasureVariable[]>(
        (common, each) => common.filter((variable) => each.includes(variable)),
        measureVariables,
      )
  }, [values.locations])

  const mapPicking: PickingMode =
    picking === 'structure'
      ? {
          kind: 'structure',
          mode: 'single',
          selected:
            values.structure_type && values.structure_id !== ''
              ? [{ category: categoryOf(values.structure_type), id: Number(values.structure_id) }]
              : [],
          onChange: (selected) => {
            const pick = selected.at(-1)
            if (!pick || !isStructureCategory(pick.category)) return
            const type = typeOfCategory[pick.category]
            setValue('reference', 'structure_id')
            setValue('structure_type', type, { shouldValidate: true })
            setValue('structure_id', String(pick.id), { shouldValidate: true })
            setValue('type', actionAfterPick(getValues('type'), type), { shouldValidate: true })
          },
        }
      : measurePicking(picking, values.locations, (selected) => {
          const outcome = measurePick(picking, selected, getValues())
          if ('refused' in outcome) {
            setRefusal(outcome.refused)
            return
          }
          setRefusal(null)
          setValue('locations', outcome.locations, { shouldValidate: true, shouldDirty: true })
          setValue('variable', outcome.variable, { shouldValidate: true })
        })

  const chartRows = values.rows
    .map((row) => rowValues(row, values.type))
    .filter((row) => row.every(Number.isFinite))

  const onSubmit = submit(async (typed) => {
    setFormErrors([])
    try {
      await add.mutateAsync(toRequest(typed))
    } catch (error) {
      const shown = serverFormErrors(error, (key) =>
        key === 'offset' || key === 'duration' || key === 'type' ? key : null,
      )
      for (const [field, message] of shown.fields) form.setError(field, { type: 'server', message })
      setFormErrors(shown.form)
      return
    }
    dropDraft()
    form.reset(tableControlDefaults)
  })

  const busy = submitting || add.isPending
  return (
    <FormProvider {...form}>
      <form
        className="form control-form"
        noValidate
        aria-label="Add a table structure control"
        onSubmit={onSubmit}
      >
        <h3>Add a table structure control</h3>
        <DraftNotice shown={draftRestored} onStartOver={startOver} />
        <fieldset className="control-form__pick">
          <legend>What a click on the map picks</legend>
          {pickTargets.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="control-pick"
                checked={picking === value}
                onChange={() => choosePicking(value)}
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
        <Field<TableControlFormValues>
          name="variable"
          label="Measured variable"
          required
          hint="A connection node measures s1 or vol1; any other location q or u1."
        >
          {(props) => (
            <select {...props}>
              <option value="">Choose…</option>
              {variables.map((variable) => (
                <option key={variable} value={variable}>
                  {variableLabels[variable]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field<TableControlFormValues>
          name="operator"
          label="Operator"
          required
          hint="With > and >= the thresholds ascend, with < and <= they descend."
        >
          {(props) => (
            <select {...props}>
              <option value=">">&gt; greater than</option>
              <option value=">=">&gt;= greater than or equal</option>
              <option value="<">&lt; less than</option>
              <option value="<=">&lt;= less than or equal</option>
            </select>
          )}
        </Field>
        <ActionTableEditor twoActions={twoActions} />
        {chartRows.length > 0 ? (
          <Suspense fallback={<p className="muted">Loading the chart…</p>}>
            <ActionChart
              rows={chartRows}
              ascending={values.operator.startsWith('>')}
              twoActions={twoActions}
              label="the action table"
            />
          </Suspense>
        ) : null}
        <Field<TableControlFormValues> name="name" label="Name of the measurement" hint="Optional.">
          {(props) => <input {...props} maxLength={50} autoComplete="off" />}
        </Field>
        <DurationPartsField
          name="offset"
          legend="Starts after"
          hint={`Time from the start of the run; the run lasts ${formatDuration(simulation.duration)}. Empty boxes count as 0.`}
        />
        <DurationPartsField name="duration" legend="Applies for" hint="At least 1 s." />
        <FormAlert title="The control was not added:" messages={formErrors} />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? 'Adding…' : 'Add table control'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
