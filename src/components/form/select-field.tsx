import type { ChangeEvent } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Field, type FieldProps } from './field'

export type SelectOption = { value: string; label: string }

type Props<Values extends FieldValues> = Omit<FieldProps<Values>, 'children'> & {
  options: readonly SelectOption[]
  /** A first option with the empty value ("Choose…"), for a field without a default. */
  placeholder?: string
  disabled?: boolean
  /** Set when the form changes this field from elsewhere (a map pick) and must show it. */
  value?: string
  /** Runs after the form took the new value (to adjust a field that depends on it). */
  onChanged?: () => void
}

/** A field of the form around it that is one choice out of a list. */
export function SelectField<Values extends FieldValues>({
  options,
  placeholder,
  disabled,
  value,
  onChanged,
  ...field
}: Props<Values>) {
  return (
    <Field<Values> {...field}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={async (event: ChangeEvent<HTMLSelectElement>) => {
            await control.onChange(event)
            onChanged?.()
          }}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
