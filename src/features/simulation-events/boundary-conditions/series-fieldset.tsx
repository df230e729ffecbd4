import { FieldErrorList } from '@/components/form/field-error'
import type { ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'
import { boundaryLabel, type BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import { Button } from '@/components/button'
import type { BoundaryFileFormValues, SeriesEntry } from './boundary-file-form-schema'
import type { ParsedRows, TimeUnit } from './parse-rows'
import { SeriesValues } from './series-values'

type Props = {
  index: number
  entry: SeriesEntry
  /** "water level", "discharge", …; null for an id the model lacks (then it can be removed). */
  kind: string | null
  parsed: ParsedRows | undefined
  unit: TimeUnit
  messages: readonly string[]
  /** Harmless notes (the series ends before the run does). */
  notes: readonly string[]
  /** Whether problems show: after a submit or an import, or once rows were typed. */
  shown: boolean
  onRemove: () => void
}

export function SeriesFieldset(props: Props) {
  const { index, entry, kind, parsed, unit, messages, notes, ...rest } = props
  const { register, setValue } = useFormContext<BoundaryFileFormValues>()
  const label = boundaryLabel({ id: entry.id, type: entry.type } satisfies BoundaryRef)
  /** A CSV's text replaces the rows; the same reading as a paste refuses bad rows one by one. */
  const importRows = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) setValue(`series.${index}.rows`, await file.text(), { shouldDirty: true })
  }
  return (
    <fieldset className="boundary-series">
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
          onChange={(event) => void importRows(event)}
        />
      </label>
      <label>
        <input type="checkbox" {...register(`series.${index}.interpolate`)} /> Interpolate between
        values
      </label>
      {kind === null ? (
        <Button variant="ghost" onClick={rest.onRemove}>
          Remove {label}
        </Button>
      ) : null}
      {rest.shown || entry.rows !== '' ? (
        <FieldErrorList label={`Problems of ${label}`} messages={messages} alert />
      ) : null}
      {parsed && parsed.skipped.length > 0 ? (
        <p className="muted">{parsed.skipped.map((s) => s.message).join(' ')}</p>
      ) : null}
      {notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
      {parsed && parsed.values.length > 0 ? (
        <SeriesValues
          values={parsed.values}
          unit={unit}
          interpolate={entry.interpolate}
          label={label}
        />
      ) : null}
    </fieldset>
  )
}
