import { useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import {
  usePostProcessingRequest,
  type PostProcessingResources,
} from '@/api/simulations/post-processing-queries'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { serverFormErrors } from '@/api/server-form-errors'
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
const fieldOf = (key: string) => fields.find((field) => field === key) ?? null

const costLabels: Record<(typeof costTypes)[number], string> = {
  min: 'Minimum',
  avg: 'Average',
  max: 'Maximum',
}

const repairLabels = {
  repair_time_infrastructure: 'Repair time of infrastructure',
  repair_time_buildings: 'Repair time of buildings',
} as const

/** Damage estimation: the Netherlands-only rule first, then the form (or why it is closed). */
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
  const request = usePostProcessingRequest(simulationId)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const { form, draftRestored, dropDraft, startOver, submit, submitting } = useSchemaForm({
    schema: damageFormSchema,
    defaultValues: damageDefaults,
    draft: { form: 'post-processing-damage', record: simulationId },
  })
  const infrastructure = useWatch({ control: form.control, name: 'repair_time_infrastructure' })
  const buildings = useWatch({ control: form.control, name: 'repair_time_buildings' })
  const chosen = { repair_time_infrastructure: infrastructure, repair_time_buildings: buildings }

  const onSubmit = submit(async (values) => {
    setFormErrors([])
    try {
      await request.mutateAsync({ kind: 'damage', body: toDamageBody(values) })
    } catch (error) {
      const shown = serverFormErrors(error, fieldOf)
      shown.fields.forEach(([field, message]) => form.setError(field, { type: 'server', message }))
      setFormErrors(shown.form)
      return
    }
    dropDraft()
  })
  const busy = submitting || request.isPending

  return (
    <FormProvider {...form}>
      <form className="form" noValidate aria-label="Damage post-processing" onSubmit={onSubmit}>
        {unavailable ? <p role="note">{unavailable}</p> : null}
        <fieldset disabled={unavailable !== null}>
          <DraftNotice shown={draftRestored} onStartOver={startOver} />
          <Field<Values> name="cost_type" label="Cost type" required>
            {(control) => (
              <select {...control}>
                {costTypes.map((type) => (
                  <option key={type} value={type}>
                    {costLabels[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field<Values> name="flood_month" label="Flood month" required>
            {(control) => (
              <select {...control}>
                {floodMonths.map((month) => (
                  <option key={month} value={month}>
                    {month}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field<Values>
            name="inundation_period"
            label="Inundation period"
            unit="h"
            hint="How long the area stays flooded; at least 1 hour"
            required
          >
            {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
          </Field>
          {(['repair_time_infrastructure', 'repair_time_buildings'] as const).map((field) => (
            <div key={field}>
              <Field<Values>
                name={field}
                label={repairLabels[field]}
                hint="1 to 240 hours"
                required
              >
                {(control) => (
                  <select {...control}>
                    {repairTimeChoices.map((choice) => (
                      <option key={choice.hours} value={String(choice.hours)}>
                        {choice.label}
                      </option>
                    ))}
                    <option value={OTHER}>Other…</option>
                  </select>
                )}
              </Field>
              {chosen[field] === OTHER ? (
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
          ))}
          <FormAlert title="Damage was not requested:" messages={formErrors} />
          <div className="form__actions">
            <Button type="submit" variant="primary" busy={busy}>
              {busy ? 'Requesting…' : 'Request damage estimation'}
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  )
}
