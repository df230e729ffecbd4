import { FormField } from '@/components/form/form-field'

/** The ordering of a list, from the orderings its API allows, worded for a person. */
export function OrderingSelect<Ordering extends string>({
  label,
  value,
  orderings,
  labels,
  onChange,
}: {
  label: string
  value: Ordering
  orderings: readonly Ordering[]
  labels: Record<Ordering, string>
  onChange: (ordering: Ordering) => void
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = orderings.find((option) => option === event.target.value)
            if (chosen !== undefined) onChange(chosen)
          }}
        >
          {orderings.map((ordering) => (
            <option key={ordering} value={ordering}>
              {labels[ordering]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
