import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { z } from 'zod'
import { rastersQuery } from '@/api/models/queries'
import type { Raster } from '@/api/models/schema'
import {
  useAddInitialCondition,
  useRemoveInitialCondition,
  type ConfiguredInitialConditions,
} from '@/api/simulations/initial-conditions-queries'
import {
  aggregationMethod,
  aggregationMethods,
  type AggregationMethod,
} from '@/api/simulations/initial-conditions-schema'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { LoadingState } from '@/components/loading-state'
import { serverFormErrors } from '@/api/server-form-errors'
import { RemoveButton } from './remove-button'

export const aggregationLabels: Record<AggregationMethod, string> = {
  mean: 'Mean: the average raster level within each 2D cell',
  max: 'Maximum: the highest raster level within each 2D cell',
  min: 'Minimum: the lowest raster level within each 2D cell',
}

const rasterFormSchema = z.object({
  initial_waterlevel: z.string().min(1, 'Choose the initial water level raster'),
  aggregation_method: aggregationMethod,
})
type RasterFormValues = z.input<typeof rasterFormSchema>

/** The 2D water level from the model's initial_waterlevel_file raster. */
export function RasterLevelPanel({
  simulationId,
  modelId,
  configured,
  locked,
}: {
  simulationId: number
  modelId: number
  configured: ConfiguredInitialConditions
  locked: boolean
}) {
  const rasters = useQuery(rastersQuery(modelId))
  const remove = useRemoveInitialCondition(simulationId)
  const current = configured.raster2d
  const levelRasters = rasters.data?.filter((raster) => raster.type === 'initial_waterlevel_file')

  let body
  if (current) {
    const raster = rasters.data?.find((found) => found.id === current.initial_waterlevel_id)
    body = (
      <div className="configured-record">
        <p>
          <strong>{raster?.name ?? `Raster #${current.initial_waterlevel_id}`}</strong>
          <br />
          <span className="muted">{aggregationLabels[current.aggregation_method]}</span>
        </p>
        {locked ? null : (
          <RemoveButton
            label="Remove the 2D water level"
            busy={remove.isPending}
            error={remove.error}
            onRemove={() => remove.mutate({ kind: 'raster_2d', id: current.id })}
          />
        )}
      </div>
    )
  } else if (locked) {
    body = <p className="muted">Not used.</p>
  } else if (configured.savedState) {
    body = (
      <p className="notice notice--warning">
        Not available: the simulation starts from a saved state, which replaces every other initial
        condition. Remove the saved state to set a 2D water level.
      </p>
    )
  } else if (rasters.isPending) {
    body = <LoadingState label="Loading the model’s rasters…" />
  } else if (rasters.isError) {
    body = (
      <ErrorState
        title="Could not load the model’s rasters"
        message={rasters.error.message}
        onRetry={() => void rasters.refetch()}
      />
    )
  } else if (!levelRasters || levelRasters.length === 0) {
    body = (
      <EmptyState
        title="This model has no initial water level raster"
        description="A 2D water level needs the model’s initial_waterlevel_file raster; this model was built without one."
      />
    )
  } else {
    body = <RasterLevelForm simulationId={simulationId} rasters={levelRasters} />
  }

  return (
    <section className="panel" aria-labelledby="initial-2d-heading">
      <h2 id="initial-2d-heading">2D water level (raster)</h2>
      <p className="muted">
        The 2D open water starts at levels read from the model’s initial water level raster,
        aggregated per 2D cell.
      </p>
      {body}
    </section>
  )
}

function RasterLevelForm({ simulationId, rasters }: { simulationId: number; rasters: Raster[] }) {
  const add = useAddInitialCondition(simulationId)
  const [formErrors, setFormErrors] = useState<string[]>([])
  const { form, dropDraft, submit, submitting } = useSchemaForm({
    schema: rasterFormSchema,
    defaultValues: { initial_waterlevel: String(rasters[0]?.id ?? ''), aggregation_method: 'mean' },
    draft: { form: 'initial-2d-raster', record: simulationId },
  })
  const { setError } = form

  const onSubmit = submit(async (values) => {
    setFormErrors([])
    const raster = rasters.find((candidate) => String(candidate.id) === values.initial_waterlevel)
    if (!raster) {
      setError('initial_waterlevel', { message: 'Choose the initial water level raster' })
      return
    }
    const body = {
      initial_waterlevel: raster.url,
      aggregation_method: aggregationMethod.parse(values.aggregation_method),
    }
    try {
      await add.mutateAsync({ kind: 'raster_2d', body })
    } catch (error) {
      const shown = serverFormErrors(error, (key) =>
        key === 'initial_waterlevel' || key === 'aggregation_method' ? key : null,
      )
      shown.fields.forEach(([field, message]) => setError(field, { type: 'server', message }))
      setFormErrors(shown.form)
      return
    }
    dropDraft()
  })

  return (
    <FormProvider {...form}>
      <form className="form" noValidate aria-label="2D water level from raster" onSubmit={onSubmit}>
        <Field<RasterFormValues> name="initial_waterlevel" label="Raster" required>
          {(control) => (
            <select {...control}>
              {rasters.map((raster) => (
                <option key={raster.id} value={String(raster.id)}>
                  {raster.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field<RasterFormValues>
          name="aggregation_method"
          label="Aggregation"
          hint="How the raster's pixels within one 2D cell become the cell's level"
          required
        >
          {(control) => (
            <select {...control}>
              {aggregationMethods.map((method) => (
                <option key={method} value={method}>
                  {aggregationLabels[method]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormAlert title="The 2D water level was not added:" messages={formErrors} />
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={submitting || add.isPending}>
            {submitting || add.isPending ? 'Adding…' : 'Add the 2D water level'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
