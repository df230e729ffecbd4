import { FormField } from './form/form-field'

export function PageSizeSelect({
  label,
  value,
  sizes,
  onChange,
}: {
  label: string
  value: number
  sizes: readonly number[]
  onChange: (size: number) => void
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
