import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { rastersQuery } from '@/api/models/queries'
import type { Raster } from '@/api/models/schema'
import {
  useAddInitialCondition,
  type ConfiguredInitialConditions,
} from '@/api/simulations/initial-conditions-queries'
import {
  aggregationMethod,
  aggregationMethods,
  type AggregationMethod,
} from '@/api/simulations/initial-conditions-schema'
import { EmptyState } from '@/components/empty-state'
import { FormSubmit } from '@/components/form/form-submit'
import { SelectField } from '@/components/form/select-field'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { QueryStates } from '@/components/query-states'
import { ConfiguredRecord, SavedStateReplaces } from './configured-record'

export const aggregationLabels: Record<AggregationMethod, string> = {
  mean: 'Mean: the average raster level within each 2D cell',
  max: 'Maximum: the highest raster level within each 2D cell',
  min: 'Minimum: the lowest raster level within each 2D cell',
}
const aggregationOptions = aggregationMethods.map((method) => ({
  value: method,
  label: aggregationLabels[method],
}))

const rasterFormSchema = z.object({
  initial_waterlevel: z.string().min(1, 'Choose the initial water level raster'),
  aggregation_method: aggregationMethod,
})
type RasterFormValues = z.input<typeof rasterFormSchema>

const levelRastersOf = (rasters: Raster[]) =>
  rasters.filter((raster) => raster.type === 'initial_waterlevel_file')

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
  const current = configured.raster2d

  let body
  if (current) {
    const raster = rasters.data?.rows.find((found) => found.id === current.initial_waterlevel_id)
    body = (
      <ConfiguredRecord
        simulationId={simulationId}
        record={{ kind: 'raster_2d', id: current.id }}
        removeLabel="Remove the 2D water level"
        locked={locked}
      >
        <strong>{raster?.name ?? `Raster #${current.initial_waterlevel_id}`}</strong>
        <br />
        <span className="muted">{aggregationLabels[current.aggregation_method]}</span>
      </ConfiguredRecord>
    )
  } else if (locked) {
    body = <p className="muted">Not used.</p>
  } else if (configured.savedState) {
    body = <SavedStateReplaces instead="set a 2D water level" />
  } else {
    body = (
      <QueryStates
        query={rasters}
        queryKeys={[rastersQuery(modelId).queryKey]}
        loading="Loading the model’s rasters…"
        errorTitle="Could not load the model’s rasters"
        isEmpty={(data) => levelRastersOf(data.rows).length === 0}
        empty={
          <EmptyState
            title="This model has no initial water level raster"
            description="A 2D water level needs the model’s initial_waterlevel_file raster; this model was built without one."
          />
        }
      >
        {(data) => (
          <RasterLevelForm simulationId={simulationId} rasters={levelRastersOf(data.rows)} />
        )}
      </QueryStates>
    )
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
  const { form, submitWith, submitting, formErrors } = useSchemaForm({
    schema: rasterFormSchema,
    defaultValues: { initial_waterlevel: String(rasters[0]?.id ?? ''), aggregation_method: 'mean' },
    draft: { form: 'initial-2d-raster', record: simulationId },
  })
  const onSubmit = submitWith({
    send: (values) => {
      const raster = rasters.find((candidate) => String(candidate.id) === values.initial_waterlevel)
      if (!raster) {
        form.setError('initial_waterlevel', { message: 'Choose the initial water level raster' })
        return null
      }
      const aggregation = aggregationMethod.parse(values.aggregation_method)
      const body = { initial_waterlevel: raster.url, aggregation_method: aggregation }
      return add.mutateAsync({ kind: 'raster_2d', body })
    },
    fieldOf: (key) => (key === 'initial_waterlevel' || key === 'aggregation_method' ? key : null),
  })
  const rasterOptions = rasters.map((raster) => ({ value: String(raster.id), label: raster.name }))
  const busy = submitting || add.isPending

  return (
    <SchemaForm form={form} label="2D water level from raster" onSubmit={onSubmit}>
      <SelectField<RasterFormValues>
        name="initial_waterlevel"
        label="Raster"
        required
        options={rasterOptions}
      />
      <SelectField<RasterFormValues>
        name="aggregation_method"
        label="Aggregation"
        hint="How the raster's pixels within one 2D cell become the cell's level"
        required
        options={aggregationOptions}
      />
      <FormSubmit
        errorTitle="The 2D water level was not added:"
        errors={formErrors}
        busy={busy}
        busyLabel="Adding…"
      >
        Add the 2D water level
      </FormSubmit>
    </SchemaForm>
  )
}
