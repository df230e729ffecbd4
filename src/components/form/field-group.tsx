import { useId, type ReactNode } from 'react'
import { FieldError } from './field-error'

export type GroupControlProps = {
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export function FieldGroup({
  legend,
  error,
  children,
}: {
  legend: ReactNode
  error: string | undefined
  children: (control: GroupControlProps) => ReactNode
}) {
  const errorId = useId()
  const describedBy = error ? errorId : undefined
  return (
    <fieldset className={error ? 'field field--invalid' : 'field'} aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      {children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      <FieldError message={error} id={errorId} />
    </fieldset>
  )
}
