import { lazy, Suspense, useEffect, useMemo, useState, type ChangeEvent } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import { boundaryLabel, type BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import { boundaryConditionsContent } from '@/api/simulations/boundary-conditions-schema'
import { normaliseUploadFilename } from '@/api/simulations/upload-filename'
import { Button } from '@/components/button'
import { DraftNotice } from '@/components/form/draft-notice'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useSchemaForm } from '@/components/form/use-schema-form'
import {
  alignSeries,
  boundaryFileFormSchema,
  checkEditor,
  defaultBoundaryFileValues,
  entriesOfContent,
  sameBoundary,
  type BoundaryFileFormValues,
} from './boundary-file-form-schema'
import type { BoundaryUploadState } from './use-boundary-upload'

const SeriesChart = lazy(() => import('./series-chart'))

type Values = BoundaryFileFormValues

type Props = {
  simulationId: number
  durationSeconds: number
  boundaries: readonly BoundaryRef[]
  /** "water level", "discharge", …; null for an id the model lacks. */
  kindOf: (boundary: BoundaryRef) => string | null
  uploadState: BoundaryUploadState
  onUpload: (filename: string, content: Blob) => Promise<void>
  onCancel: () => void
}

/**
 * Builds the JSON file of api.md "Boundary conditions file": one series per boundary, typed or
 * pasted as rows, checked as typed by the checker the server (mock) uses; or a file someone made,
 * loaded in and checked the same way. What was typed is kept as a draft (decision 0008).
 */
export function BoundaryFileEditor(props: Props) {
  const { simulationId, durationSeconds, boundaries, kindOf, uploadState, onUpload, onCancel } =
    props
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
  const { register, control, setValue, getValues } = form
  const values = useWatch({ control }) as Values
  const [tried, setTried] = useState(false)
  const [importMessage, setImportMessage] = useState<string | null>(null)

  // A draft or an imported file may list the boundaries otherwise than the model does.
  useEffect(() => {
    const current = getValues('series')
    const aligned = alignSeries(current, boundaries)
    if (JSON.stringify(aligned) !== JSON.stringify(current)) setValue('series', aligned)
  }, [boundaries, getValues, setValue])

  const check = useMemo(
    () => checkEditor(values, boundaries, durationSeconds),
    [values, boundaries, durationSeconds],
  )
  const normalisedName = normaliseUploadFilename(values.filename ?? '')

  const onSubmit = submit(async (typed) => {
    setTried(true)
    const built = checkEditor(typed, boundaries, durationSeconds)
    if (!built.ready || normalisedName === '') return
    const body = new Blob([JSON.stringify(built.content)], { type: 'application/json' })
    await onUpload(normalisedName, body)
  })

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      setImportMessage(`${file.name} is not JSON: nothing was loaded.`)
      return
    }
    const content = boundaryConditionsContent.safeParse(parsed)
    if (!content.success) {
      const issue = content.error.issues[0]
      setImportMessage(
        `${file.name} is not a boundary-conditions file (item ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'wrong shape'}): nothing was loaded.`,
      )
      return
    }
    setImportMessage(`Loaded ${file.name}; times are in seconds.`)
    setValue('unit', 's')
    setValue('filename', file.name)
    setValue('series', alignSeries(entriesOfContent(content.data), boundaries))
    setTried(true)
  }

  /** A CSV's text replaces the rows; the same reading as a paste refuses bad rows one by one. */
  const importRows = async (event: ChangeEvent<HTMLInputElement>, index: number) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setValue(`series.${index}.rows`, await file.text(), { shouldDirty: true })
  }

  const problemsOf = (boundary: BoundaryRef) =>
    check.coverage.problems.filter((p) => p.boundary && sameBoundary(p.boundary, boundary))
  const notesOf = (boundary: BoundaryRef) =>
    check.coverage.shortOfRun.filter((p) => p.boundary && sameBoundary(p.boundary, boundary))
  const uploading = uploadState.phase === 'uploading'

  return (
    <FormProvider {...form}>
      <form
        className="form boundary-editor"
        noValidate
        aria-label="Build the boundary-conditions file"
        onSubmit={onSubmit}
      >
        <DraftNotice shown={draftRestored} onStartOver={startOver} />
        <label className="boundary-editor__import">
          Load a JSON file you made
          <input type="file" accept=".json,application/json" onChange={(e) => void importFile(e)} />
        </label>
        {importMessage ? (
          <p className="muted" role="status">
            {importMessage}
          </p>
        ) : null}
        <label>
          Times in{' '}
          <select {...register('unit')}>
            <option value="s">seconds</option>
            <option value="min">minutes</option>
            <option value="h">hours</option>
          </select>
        </label>
        {(values.series ?? []).map((entry, index) => {
          const boundary = { id: entry.id, type: entry.type }
          const label = boundaryLabel(boundary)
          const kind = kindOf(boundary)
          const parsed = check.parsed[index]
          const messages = [
            ...(parsed?.problems.map((p) => p.message) ?? []),
            ...problemsOf(boundary).map((p) => p.message),
          ]
          return (
            <fieldset key={`${entry.type}:${entry.id}`} className="boundary-series">
              <legend>
                {label}
                {kind ? ` (${kind})` : ' (not in the model)'}
              </legend>
              <label>
                Rows: time and value, one pair a line (paste from a spreadsheet)
                <textarea
                  {...register(`series.${index}.rows`)}
                  rows={5}
                  spellCheck={false}
                  aria-invalid={messages.length > 0 || undefined}
                />
              </label>
              <label>
                Import a CSV or text file into these rows
                <input
                  type="file"
                  accept=".csv,.txt,.tsv,text/csv,text/plain"
                  onChange={(event) => void importRows(event, index)}
                />
              </label>
              <label>
                <input type="checkbox" {...register(`series.${index}.interpolate`)} /> Interpolate
                between values
              </label>
              {kind === null ? (
                <Button
                  variant="ghost"
                  onClick={() =>
                    setValue(
                      'series',
                      getValues('series').filter((each) => !sameBoundary(each, boundary)),
                    )
                  }
                >
                  Remove {label}
                </Button>
              ) : null}
              {(tried || entry.rows !== '') && messages.length > 0 ? (
                <ul className="field__error" role="alert" aria-label={`Problems of ${label}`}>
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : null}
              {parsed && parsed.skipped.length > 0 ? (
                <p className="muted">{parsed.skipped.map((s) => s.message).join(' ')}</p>
              ) : null}
              {notesOf(boundary).map((note) => (
                <p key={note.message} className="muted">
                  {note.message}
                </p>
              ))}
              {parsed && parsed.values.length > 0 ? (
                <>
                  <table className="boundary-series__table" aria-label={`Values of ${label}`}>
                    <thead>
                      <tr>
                        <th scope="col">Time (s)</th>
                        <th scope="col">Value</th>
                      </tr>
                    </thead>
                    <tbody>
                      {parsed.values.slice(0, 50).map(([time, value], row) => (
                        <tr key={row}>
                          <td>{time}</td>
                          <td>{value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {parsed.values.length > 50 ? (
                    <p className="muted">and {parsed.values.length - 50} more rows</p>
                  ) : null}
                  <Suspense fallback={<p className="muted">Loading the chart…</p>}>
                    <SeriesChart
                      values={parsed.values}
                      interpolate={entry.interpolate}
                      label={label}
                    />
                  </Suspense>
                </>
              ) : null}
            </fieldset>
          )
        })}
        {tried ? (
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
          error={tried && normalisedName === '' ? 'Name the file.' : null}
        >
          {(control) => <input {...control} autoComplete="off" />}
        </Field>
        {uploadState.phase === 'uploading' ? (
          <p role="status">
            Uploading…
            {uploadState.fraction === null ? null : ` ${Math.round(uploadState.fraction * 100)} %`}
          </p>
        ) : null}
        {uploadState.phase === 'failed' ? (
          <p className="field__error" role="alert">
            The upload failed: {uploadState.message} Your series are kept; try again.
          </p>
        ) : null}
        {uploadState.phase === 'cancelled' ? (
          <p className="muted" role="status">
            Upload cancelled; your series are kept.
          </p>
        ) : null}
        <div className="form__actions">
          <Button type="submit" variant="primary" busy={submitting || uploading}>
            {uploadState.phase === 'failed' ? 'Try again' : 'Upload the file'}
          </Button>
          {uploading ? <Button onClick={onCancel}>Cancel the upload</Button> : null}
        </div>
      </form>
    </FormProvider>
  )
}
