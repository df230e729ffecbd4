import { useWatch } from 'react-hook-form'
import type { PostProcessingResources } from '@/api/simulations/post-processing-queries'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'
import { SelectField } from '@/components/form/select-field'
import { usePostProcessingForm } from './use-post-processing-form'
import {
  costTypes,
  damageDefaults,
  damageFormSchema,
  floodMonths,
  OTHER,
  repairTimeChoices,
  toDamageBody,
  type DamageFormValues,
} from './damage-form-schema'

type Values = DamageFormValues
const fields = [
  'cost_type',
  'flood_month',
  'inundation_period',
  'repair_time_infrastructure',
  'repair_time_buildings',
] as const

const costLabels: Record<(typeof costTypes)[number], string> = {
  min: 'Minimum',
  avg: 'Average',
  max: 'Maximum',
}
const costOptions = costTypes.map((type) => ({ value: type, label: costLabels[type] }))
const monthOptions = floodMonths.map((month) => ({ value: month, label: month }))
const repairOptions = [
  ...repairTimeChoices.map((choice) => ({ value: String(choice.hours), label: choice.label })),
  { value: OTHER, label: 'Other…' },
]

const repairLabels = {
  repair_time_infrastructure: 'Repair time of infrastructure',
  repair_time_buildings: 'Repair time of buildings',
} as const
type RepairField = keyof typeof repairLabels

export function DamagePanel({
  simulationId,
  damage,
  unavailable,
}: {
  simulationId: number
  damage: PostProcessingResources['damage']
  unavailable: string | null
}) {
  return (
    <section className="panel" aria-labelledby="post-processing-damage-heading">
      <h2 id="post-processing-damage-heading">Damage</h2>
      <p className="muted">
        Damage is estimated only for models within the Netherlands, from land use, the maximum water
        depth (against the national elevation data, not the model's DEM), the month and the repair
        times.
      </p>
      {damage ? (
        <dl className="facts">
          <dt>Cost type</dt>
          <dd>{damage.cost_type}</dd>
          <dt>Flood month</dt>
          <dd>{damage.flood_month}</dd>
          <dt>Inundation period</dt>
          <dd>{damage.inundation_period} h</dd>
          <dt>Repair time of infrastructure</dt>
          <dd>{damage.repair_time_infrastructure} h</dd>
          <dt>Repair time of buildings</dt>
          <dd>{damage.repair_time_buildings} h</dd>
        </dl>
      ) : (
        <DamageForm simulationId={simulationId} unavailable={unavailable} />
      )}
    </section>
  )
}

function DamageForm({
  simulationId,
  unavailable,
}: {
  simulationId: number
  unavailable: string | null
}) {
  const { form, draftRestored, startOver, onSubmit, busy, formErrors } = usePostProcessingForm({
    simulationId,
    schema: damageFormSchema,
    defaultValues: damageDefaults,
    draftForm: 'post-processing-damage',
    requestOf: (values) => ({ kind: 'damage', body: toDamageBody(values) }),
    fields,
  })

  return (
    <SchemaForm form={form} label="Damage post-processing" onSubmit={onSubmit}>
      {unavailable ? <p role="note">{unavailable}</p> : null}
      <fieldset disabled={unavailable !== null}>
        <DraftNotice shown={draftRestored} onStartOver={startOver} />
        <SelectField<Values> name="cost_type" label="Cost type" required options={costOptions} />
        <SelectField<Values>
          name="flood_month"
          label="Flood month"
          required
          options={monthOptions}
        />
        <Field<Values>
          name="inundation_period"
          label="Inundation period"
          unit="h"
          hint="How long the area stays flooded; at least 1 hour"
          required
        >
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
        <RepairTimeField field="repair_time_infrastructure" />
        <RepairTimeField field="repair_time_buildings" />
        <FormSubmit
          errorTitle="Damage was not requested:"
          errors={formErrors}
          busy={busy}
          busyLabel="Requesting…"
        >
          Request damage estimation
        </FormSubmit>
      </fieldset>
    </SchemaForm>
  )
}

function RepairTimeField({ field }: { field: RepairField }) {
  const chosen = useWatch<Values, RepairField>({ name: field })
  return (
    <div>
      <SelectField<Values>
        name={field}
        label={repairLabels[field]}
        hint="1 to 240 hours"
        required
        options={repairOptions}
      />
      {chosen === OTHER ? (
        <Field<Values>
          name={`${field}_other`}
          label={`${repairLabels[field]}, in hours`}
          unit="h"
          hint="A whole number from 1 to 240"
        >
          {(control) => <input {...control} inputMode="numeric" autoComplete="off" />}
        </Field>
      ) : null}
    </div>
  )
}
