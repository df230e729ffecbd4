import { useState } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { MAX_TABLE_ROWS } from '@/api/simulations/structure-control-schema'
import { Button } from '@/components/button'
import { errorMessageAt } from '@/components/form/field-error'
import { FieldError } from '@/components/form/field-error'
import { parseNumberRows, type RowProblem } from '@/lib/parse-number-rows'
import {
  emptyRow,
  type ActionRowText,
  type TableControlFormValues,
} from './table-control-form-schema'

const text = (value: number | undefined) => (value === undefined ? '' : String(value))

/** Pasted rows are read as boundary series are (`parseNumberRows`); refused ones stay in the paste box. */
export function ActionTableEditor({ twoActions }: { twoActions: boolean }) {
  const { control, formState } = useFormContext<TableControlFormValues>()
  const rows = useFieldArray({ control, name: 'rows' })
  const full = rows.fields.length >= MAX_TABLE_ROWS
  const tableError =
    errorMessageAt(formState.errors, 'rows') ?? errorMessageAt(formState.errors, 'rows.root')

  return (
    <fieldset className="field action-table">
      <legend className="field__label">
        Action table <span className="field__required">(required)</span>
      </legend>
      <p className="field__hint">
        Each row: when the measured value passes the threshold, the action value applies
        {twoActions ? ' (left and right flow direction, each above 0)' : ''}. At most{' '}
        {MAX_TABLE_ROWS} rows.
      </p>
      <table className="action-table__rows" aria-label="Action table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Threshold</th>
            <th scope="col">{twoActions ? 'Action, left' : 'Action value'}</th>
            {twoActions ? <th scope="col">Action, right</th> : null}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, index) => (
            <ActionRow
              key={field.id}
              index={index}
              twoActions={twoActions}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </tbody>
      </table>
      <FieldError message={tableError} />
      <div className="form__actions">
        <Button onClick={() => rows.append(emptyRow)} disabled={full}>
          Add a row
        </Button>
        {full ? <span className="muted">The table is full ({MAX_TABLE_ROWS} rows).</span> : null}
      </div>
      <PastedRows twoActions={twoActions} />
    </fieldset>
  )
}

function ActionRow({
  index,
  twoActions,
  onRemove,
}: {
  index: number
  twoActions: boolean
  onRemove: () => void
}) {
  const { register, formState } = useFormContext<TableControlFormValues>()
  const messages = (['threshold', 'action', 'action_right'] as const)
    .map((column) => errorMessageAt(formState.errors, `rows.${index}.${column}`))
    .filter((message): message is string => message !== undefined)
  const cell = (column: 'threshold' | 'action' | 'action_right', label: string) => (
    <td>
      <input
        {...register(`rows.${index}.${column}`)}
        aria-label={label}
        inputMode="decimal"
        autoComplete="off"
      />
    </td>
  )
  return (
    <tr className={messages.length > 0 ? 'action-table__bad' : undefined}>
      <th scope="row">{index + 1}</th>
      {cell('threshold', `Threshold of row ${index + 1}`)}
      {cell('action', `Action value of row ${index + 1}${twoActions ? ', left' : ''}`)}
      {twoActions ? cell('action_right', `Action value of row ${index + 1}, right`) : null}
      <td>
        <Button variant="ghost" aria-label={`Remove row ${index + 1}`} onClick={onRemove}>
          Remove
        </Button>
        <FieldError message={[...new Set(messages)].join(' ')} inline alert />
      </td>
    </tr>
  )
}

function PastedRows({ twoActions }: { twoActions: boolean }) {
  const { control, register, setValue, getValues } = useFormContext<TableControlFormValues>()
  const paste = useWatch({ control, name: 'paste' })
  const [report, setReport] = useState<{ read: number; problems: RowProblem[] } | null>(null)

  const readPasted = (mode: 'replace' | 'append') => {
    const columns = twoActions ? 3 : 2
    const parsed = parseNumberRows(paste, {
      min: columns,
      max: columns,
      what: twoActions ? 'a threshold and two action values' : 'a threshold and an action value',
    })
    const kept = mode === 'append' ? getValues('rows').filter((row) => row.threshold !== '') : []
    const room = MAX_TABLE_ROWS - kept.length
    const tooMany = parsed.rows.slice(room).map((_, index) => ({
      row: index + room + 1,
      message: `Pasted row ${index + room + 1}: the table holds at most ${MAX_TABLE_ROWS} rows.`,
    }))
    const read: ActionRowText[] = parsed.rows.slice(0, room).map(([threshold, action, right]) => ({
      threshold: text(threshold),
      action: text(action),
      action_right: text(right),
    }))
    setValue('rows', [...kept, ...read], { shouldValidate: true, shouldDirty: true })
    // Refused rows stay in the box to be fixed; what was read leaves it.
    const refused = new Set(parsed.problems.map((problem) => problem.row))
    const left = paste.split(/\r?\n/).filter((_, index) => refused.has(index + 1))
    setValue('paste', left.join('\n'), { shouldDirty: true })
    setReport({ read: read.length, problems: [...parsed.skipped, ...parsed.problems, ...tooMany] })
  }

  return (
    <>
      <label className="action-table__paste">
        Paste rows from a spreadsheet (threshold, action value{twoActions ? 's' : ''}; tab,
        semicolon or space between cells)
        <textarea {...register('paste')} rows={4} spellCheck={false} />
      </label>
      <div className="form__actions">
        <Button onClick={() => readPasted('replace')} disabled={paste.trim() === ''}>
          Replace the table with these rows
        </Button>
        <Button onClick={() => readPasted('append')} disabled={paste.trim() === ''}>
          Add these rows to the table
        </Button>
      </div>
      {report ? (
        <div role="status" className="action-table__report">
          <p>
            {report.read} row{report.read === 1 ? '' : 's'} read into the table.
          </p>
          {report.problems.length > 0 ? (
            <ul>
              {report.problems.map((problem) => (
                <li key={problem.message}>{problem.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
