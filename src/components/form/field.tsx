import type { ReactNode } from 'react'
import {
  useFormContext,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form'
import { errorMessageAt } from './field-error'
import { FormField, type FieldControlProps } from './form-field'

export type FieldProps<Values extends FieldValues> = {
  name: Path<Values>
  label: ReactNode
  hint?: ReactNode
  unit?: string
  required?: boolean
  /** Overrides the field's own error, e.g. a reason known before the form is touched. */
  error?: string | null
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode
}

/**
 * A field of the form around it (react-hook-form's `FormProvider`): label, hint, unit, and the
 * error of its schema or of the server (`setError(name, { type: 'server' })`) on the field.
 */
export function Field<Values extends FieldValues>({
  name,
  label,
  hint,
  unit,
  required,
  error,
  children,
}: FieldProps<Values>) {
  const { register, formState } = useFormContext<Values>()
  const message = error ?? errorMessageAt(formState.errors, name)
  return (
    <FormField label={label} hint={hint} unit={unit} required={required} error={message}>
      {(control) => children({ ...control, ...register(name) })}
    </FormField>
  )
}
