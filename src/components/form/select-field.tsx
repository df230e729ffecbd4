import type { ChangeEvent } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Field, type FieldProps } from './field'

export type SelectOption = { value: string; label: string }

type Props<Values extends FieldValues> = Omit<FieldProps<Values>, 'children'> & {
  options: readonly SelectOption[]
  placeholder?: string
  disabled?: boolean
  /** Set when the form changes this field from elsewhere (a map pick) and must show it. */
  value?: string
  onChanged?: () => void
}

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
