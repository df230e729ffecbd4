import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import type { PostProcessingResources } from '@/api/simulations/post-processing-queries'
import { SCENARIO_NAME_MAX } from '@/api/simulations/post-processing-schema'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'
import { usePostProcessingForm } from './use-post-processing-form'
import { basicFormSchema, toBasicBody, type BasicFormValues } from './basic-form-schema'

type Values = BasicFormValues
const fields = ['scenario_name', 'process_basic_results', 'result_uuid'] as const

const NO_RAW_DEM =
  'The model has no raw DEM, which processing basic results needs: untick this to send only the raw results.'

/** Basic post-processing: set up once, before or after the run (until the viewer starts). */
export function BasicPanel({
  simulationId,
  simulationName,
  basic,
  unavailable,
  modelHasRawDem,
}: {
  simulationId: number
  simulationName: string
  basic: PostProcessingResources['basic']
  unavailable: string | null
  /** null while unknown (then the server decides). */
  modelHasRawDem: boolean | null
}) {
  return (
    <section className="panel" aria-labelledby="post-processing-basic-heading">
      <h2 id="post-processing-basic-heading">Basic</h2>
      <p className="muted">
        Sends the results to the viewer. With basic results processed, water depth rasters and extra
        map layers are made, and arrival time and damage can be added.
      </p>
      {basic ? (
        <dl className="facts">
          <dt>Scenario name</dt>
          <dd>{basic.scenario_name === '' ? '(none)' : basic.scenario_name}</dd>
          <dt>Basic results</dt>
          <dd>{basic.process_basic_results ? 'processed' : 'raw results only'}</dd>
          <dt>Result uuid</dt>
          <dd>{basic.result_uuid}</dd>
        </dl>
      ) : unavailable ? (
        <p role="note">{unavailable}</p>
      ) : (
        <BasicForm
          simulationId={simulationId}
          simulationName={simulationName}
          modelHasRawDem={modelHasRawDem}
        />
      )}
    </section>
  )
}

function BasicForm({
  simulationId,
  simulationName,
  modelHasRawDem,
}: {
  simulationId: number
  simulationName: string
  modelHasRawDem: boolean | null
}) {
  const defaults = useMemo<Values>(
    () => ({
      scenario_name: simulationName.slice(0, SCENARIO_NAME_MAX),
      process_basic_results: modelHasRawDem !== false,
      result_uuid: '',
    }),
    [simulationName, modelHasRawDem],
  )
  const { form, draftRestored, startOver, onSubmit, busy, formErrors } = usePostProcessingForm({
    simulationId,
    schema: basicFormSchema,
    defaultValues: defaults,
    draftForm: 'post-processing-basic',
    requestOf: (values) => ({ kind: 'basic', body: toBasicBody(values) }),
    fields,
  })
  const processing = useWatch({ control: form.control, name: 'process_basic_results' })
  const blocked = processing && modelHasRawDem === false ? NO_RAW_DEM : null

  return (
    <SchemaForm form={form} label="Basic post-processing" onSubmit={onSubmit}>
      <DraftNotice shown={draftRestored} onStartOver={startOver} />
      <Field<Values>
        name="scenario_name"
        label="Scenario name"
        hint={`Up to ${SCENARIO_NAME_MAX} characters; the simulation's name to start with`}
      >
        {(control) => <input {...control} type="text" autoComplete="off" />}
      </Field>
      <Field<Values> name="process_basic_results" label="Process basic results" error={blocked}>
        {(control) => <input {...control} type="checkbox" />}
      </Field>
      <Field<Values>
        name="result_uuid"
        label="Result uuid"
        hint="Optional: a uuid4 updates that existing result in the viewer; empty makes a new one"
      >
        {(control) => <input {...control} type="text" autoComplete="off" spellCheck={false} />}
      </Field>
      <FormSubmit
        errorTitle="Basic post-processing was not set up:"
        errors={formErrors}
        busy={busy}
        busyLabel="Setting up…"
        disabled={blocked !== null}
      >
        Set up basic post-processing
      </FormSubmit>
    </SchemaForm>
  )
}
