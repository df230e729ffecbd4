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
  error?: string | null
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode
}

/** Its schema's error, or the server's (`setError(name, { type: 'server' })`), shows on it. */
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
