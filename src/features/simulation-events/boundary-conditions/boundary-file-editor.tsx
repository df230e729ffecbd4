import { useEffect, useMemo } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { FileBacked, FileCollection } from '@/api/files/file-collection'
import { useFileUpload } from '@/workflows/uploads/use-file-upload'
import type { BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import { normaliseUploadFilename } from '@/api/simulations/upload-filename'
import { Button } from '@/components/button'
import { UploadStatus } from '@/components/file-event/upload-status'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import {
  alignSeries,
  boundaryFileFormSchema,
  checkEditor,
  defaultBoundaryFileValues,
  sameBoundary,
  type BoundaryFileFormValues,
  type EditorCheck,
  type SeriesEntry,
} from './boundary-file-form-schema'
import type { TimeUnit } from './parse-rows'
import { SeriesFieldset } from './series-fieldset'
import { useJsonImport } from './use-json-import'

type Values = BoundaryFileFormValues

type Props = {
  collection: FileCollection<FileBacked>
  durationSeconds: number
  boundaries: readonly BoundaryRef[]
  /** "water level", "discharge", …; null for an id the model lacks. */
  kindOf: (boundary: BoundaryRef) => string | null
}

/** Series are checked as typed by the checker the server (mock) uses, and kept as a draft (decision 0008). */
export function BoundaryFileEditor({ collection, durationSeconds, boundaries, kindOf }: Props) {
  const upload = useFileUpload(collection)
  const { simulationId } = collection
  const defaults = useMemo(
    () => defaultBoundaryFileValues(simulationId, boundaries),
    [simulationId, boundaries],
  )
  const { form, draftRestored, startOver, submit, submitting } = useSchemaForm({
    schema: boundaryFileFormSchema,
    defaultValues: defaults,
    draft: { form: 'boundary-conditions-file', record: simulationId },
    mode: 'onChange',
  })
  const values = useWatch({ control: form.control }) as Values
  const jsonImport = useJsonImport(form, boundaries)
  useAlignedSeries(form, boundaries)
  const check = useMemo(
    () => checkEditor(values, boundaries, durationSeconds),
    [values, boundaries, durationSeconds],
  )
  const normalisedName = normaliseUploadFilename(values.filename ?? '')
  // Problems show once the person asked for the upload (react-hook-form's submit state) or loaded
  // a file: before that, an empty series is work still to do, not a mistake.
  const shown = form.formState.isSubmitted || jsonImport.loaded

  const onSubmit = submit(async (typed) => {
    const built = checkEditor(typed, boundaries, durationSeconds)
    if (!built.ready || normalisedName === '') return
    const content = new Blob([JSON.stringify(built.content)], { type: 'application/json' })
    await upload.choose({ name: normalisedName, content })
  })

  return (
    <SchemaForm
      form={form}
      className="boundary-editor"
      label="Build the boundary-conditions file"
      onSubmit={onSubmit}
    >
      <DraftNotice shown={draftRestored} onStartOver={startOver} />
      <JsonImportField jsonImport={jsonImport} />
      <label>
        Times in{' '}
        <select {...form.register('unit')}>
          <option value="s">seconds</option>
          <option value="min">minutes</option>
          <option value="h">hours</option>
        </select>
      </label>
      <SeriesFieldsets
        series={values.series ?? []}
        unit={values.unit ?? 's'}
        check={check}
        kindOf={kindOf}
        shown={shown}
        onRemove={(boundary) =>
          form.setValue(
            'series',
            form.getValues('series').filter((each) => !sameBoundary(each, boundary)),
          )
        }
      />
      {shown ? (
        <FormAlert
          title="The file is not ready to upload:"
          messages={check.coverage.problems
            .filter((p) => p.boundary === null || kindOf(p.boundary) === null)
            .map((p) => p.message)
            .concat(check.ready ? [] : ['Fix the problems shown at each boundary.'])}
        />
      ) : null}
      <Field<Values>
        name="filename"
        label="File name"
        hint={`Stored as: ${normalisedName === '' ? '(no name left)' : normalisedName}`}
        error={shown && normalisedName === '' ? 'Name the file.' : null}
      >
        {(control) => <input {...control} autoComplete="off" />}
      </Field>
      <UploadActions upload={upload} busy={submitting} onRetry={() => onSubmit()} />
    </SchemaForm>
  )
}

/** A draft or an imported file may list the boundaries otherwise than the model does. */
function useAlignedSeries(form: UseFormReturn<Values>, boundaries: readonly BoundaryRef[]) {
  const { getValues, setValue } = form
  useEffect(() => {
    const current = getValues('series')
    const aligned = alignSeries(current, boundaries)
    if (JSON.stringify(aligned) !== JSON.stringify(current)) setValue('series', aligned)
  }, [boundaries, getValues, setValue])
}

function SeriesFieldsets({
  series,
  unit,
  check,
  kindOf,
  shown,
  onRemove,
}: {
  series: readonly SeriesEntry[]
  unit: TimeUnit
  check: EditorCheck
  kindOf: (boundary: BoundaryRef) => string | null
  shown: boolean
  onRemove: (boundary: BoundaryRef) => void
}) {
  return series.map((entry, index) => {
    const boundary = { id: entry.id, type: entry.type }
    const ofThis = (p: { boundary: BoundaryRef | null }) =>
      p.boundary !== null && sameBoundary(p.boundary, boundary)
    const parsed = check.parsed[index]
    return (
      <SeriesFieldset
        key={`${entry.type}:${entry.id}`}
        index={index}
        entry={entry}
        kind={kindOf(boundary)}
        parsed={parsed}
        unit={unit}
        messages={[
          ...(parsed?.problems.map((p) => p.message) ?? []),
          ...check.coverage.problems.filter(ofThis).map((p) => p.message),
        ]}
        notes={check.coverage.shortOfRun.filter(ofThis).map((p) => p.message)}
        shown={shown}
        onRemove={() => onRemove(boundary)}
      />
    )
  })
}

function JsonImportField({ jsonImport }: { jsonImport: ReturnType<typeof useJsonImport> }) {
  return (
    <>
      <label className="boundary-editor__import">
        Load a JSON file you made
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => void jsonImport.importFile(e)}
        />
      </label>
      {jsonImport.message ? (
        <p className="muted" role="status">
          {jsonImport.message}
        </p>
      ) : null}
    </>
  )
}

function UploadActions({
  upload,
  busy,
  onRetry,
}: {
  upload: ReturnType<typeof useFileUpload>
  busy: boolean
  onRetry: () => void
}) {
  return (
    <>
      <UploadStatus
        state={upload.state}
        onCancel={upload.cancel}
        onRetry={onRetry}
        kept="Your series are kept."
      />
      <div className="form__actions">
        <Button type="submit" variant="primary" busy={busy || upload.state.phase === 'uploading'}>
          Upload the file
        </Button>
      </div>
    </>
  )
}
