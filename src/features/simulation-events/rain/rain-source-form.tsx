import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { modelQuery } from '@/api/models/queries'
import type { Simulation } from '@/api/simulations/schema'
import { saveBlob } from '@/api/transfer'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { UploadStatus } from '@/components/file-event/upload-status'
import { Field } from '@/components/form/field'
import { FieldErrorList } from '@/components/form/field-error'
import { RadioChoices } from '@/components/form/radio-choices'
import { SchemaForm } from '@/components/form/schema-form'
import { SelectField } from '@/components/form/select-field'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { DESIGN_STORMS } from '@/lib/rain/design-storms'
import type { useFileUpload } from '@/workflows/uploads/use-file-upload'
import { rainFileOfSource } from '@/workflows/uploads/rain-file-of-source'
import { RainPreview } from './rain-preview'
import {
  built,
  defaultRainSource,
  rainSourceSchema,
  type RainSourceValues,
} from './rain-source-schema'

type Values = RainSourceValues

const SOURCES = [
  { value: 'upload', label: 'Upload a NetCDF file' },
  { value: 'storm', label: 'Design storm' },
  { value: 'constant', label: 'Constant rain' },
  { value: 'series', label: 'Pasted series' },
] as const
const STORMS = DESIGN_STORMS.map((storm) => ({ value: storm.id, label: storm.name }))

type Props = {
  simulation: Simulation
  upload: ReturnType<typeof useFileUpload>
  /** The upload form, shown when the person brings their own file. */
  uploadForm: ReactNode
}

/** Rain made here is written as the platform's raster, then goes through the upload as a file would. */
export function RainSourceForm({ simulation, upload, uploadForm }: Props) {
  const { form, submit, submitting } = useSchemaForm({
    schema: rainSourceSchema,
    defaultValues: defaultRainSource,
    mode: 'onChange',
  })
  const values = useWatch({ control: form.control }) as Values
  const rain = useMemo(() => built(values), [values])
  const { written, failure, setFailure } = useWrittenRain(simulation)

  const onUpload = submit(async (typed) => {
    const file = await written(typed)
    if (file) await upload.choose({ name: file.name, content: file })
  })
  const onDownload = submit(async (typed) => {
    const file = await written(typed)
    if (file) saveBlob(file, file.name)
  })
  const busy = submitting || upload.state.phase === 'checking' || upload.state.phase === 'uploading'

  return (
    <SchemaForm form={form} label="Rain source" onSubmit={onUpload}>
      <RadioChoices<Values>
        name="source"
        legend="Where the rain comes from"
        choices={SOURCES}
        onChange={() => setFailure(null)}
      />
      {values.source === 'upload' ? (
        uploadForm
      ) : (
        <>
          <SourceFields
            values={values}
            problems={rain.problems}
            shown={form.formState.isSubmitted}
          />
          <Field<Values> name="offsetMinutes" label="Starts" unit="min after the run starts">
            {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
          </Field>
          {rain.series ? (
            <RainPreview series={rain.series} runSeconds={simulation.duration} />
          ) : null}
          {failure ? (
            <ActionError
              wayOut={
                <Button onClick={() => form.setValue('source', 'upload')}>Upload a file</Button>
              }
            >
              {failure}
            </ActionError>
          ) : null}
          <UploadStatus
            state={upload.state}
            onCancel={upload.cancel}
            onRetry={upload.retry}
            onReset={upload.reset}
          />
          <div className="form__actions">
            <Button variant="secondary" busy={busy} onClick={onDownload}>
              Download the file
            </Button>
            <Button type="submit" variant="primary" busy={busy}>
              Upload this rain
            </Button>
          </div>
        </>
      )}
    </SchemaForm>
  )
}

function SourceFields({
  values,
  problems,
  shown,
}: {
  values: Values
  problems: ReturnType<typeof built>['problems']
  shown: boolean
}) {
  if (values.source === 'storm')
    return <SelectField<Values> name="stormId" label="Storm" options={STORMS} />
  if (values.source === 'constant')
    return (
      <>
        <Field<Values> name="constantMmPerHour" label="Intensity" unit="mm/h">
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field<Values> name="constantMinutes" label="For" unit="min">
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </Field>
      </>
    )
  return <PastedRows values={values} problems={problems} shown={shown} />
}

function PastedRows({
  values,
  problems,
  shown,
}: {
  values: Values
  problems: ReturnType<typeof built>['problems']
  shown: boolean
}) {
  const { register } = useFormContext<Values>()
  const messages = problems.filter((p) => p.field === 'rows').map((p) => p.message)
  return (
    <fieldset className="rain-rows">
      <legend>Pasted series</legend>
      <label>
        Times in{' '}
        <select {...register('timeUnit')}>
          <option value="s">seconds</option>
          <option value="min">minutes</option>
          <option value="h">hours</option>
        </select>
      </label>
      <label>
        Values are{' '}
        <select {...register('valueUnit')}>
          <option value="mm/h">intensity (mm/h)</option>
          <option value="mm">depth per interval (mm)</option>
        </select>
      </label>
      <label>
        Rows: the time each interval starts and its rain, one pair a line (paste from a spreadsheet)
        <textarea
          {...register('rows')}
          rows={6}
          spellCheck={false}
          aria-invalid={messages.length > 0 || undefined}
        />
      </label>
      {shown || values.rows !== '' ? (
        <FieldErrorList label="Problems of the pasted rows" messages={messages} alert />
      ) : null}
    </fieldset>
  )
}

/** Writes the typed rain as a file; a failure is kept to be said, with the upload as a way out. */
function useWrittenRain(simulation: Simulation) {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)

  const written = async (typed: Values): Promise<File | null> => {
    setFailure(null)
    const made = built(typed)
    if (!made.series) return null
    try {
      const model = await queryClient.ensureQueryData(modelQuery(simulation.hydromodel_id))
      const result = await rainFileOfSource(
        made.series,
        model,
        simulation.start_datetime,
        made.label,
      )
      if ('file' in result) return result.file
      setFailure(
        'The model’s extent or coordinate system cannot be read, so rain uniform over it cannot be placed. Upload a NetCDF file instead.',
      )
    } catch (error) {
      setFailure(
        `Could not write the rain file: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    return null
  }
  return { written, failure, setFailure }
}
