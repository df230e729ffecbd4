import { useId, type ReactNode } from 'react'
import { FieldError } from './field-error'

export type FieldControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

/** A render prop, so the control stays whatever the form needs (input, select, register()). */
export function FormField({
  label,
  hint,
  unit,
  error,
  required = false,
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  unit?: string
  error?: string | undefined
  required?: boolean
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {unit ? ` (${unit})` : null}
        {required ? (
          <>
            {' '}
            <span className="field__required">(required)</span>
          </>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      <FieldError message={error} id={errorId} />
    </div>
  )
}
