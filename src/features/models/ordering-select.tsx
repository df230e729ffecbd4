import { FormField } from '@/components/form/form-field'
import { isOrdering, orderingLabels, orderingValues, type Ordering } from './orderings'

export function OrderingSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: Ordering
  onChange: (ordering: Ordering) => void
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const ordering = event.target.value
            if (isOrdering(ordering)) onChange(ordering)
          }}
        >
          {orderingValues.map((ordering) => (
            <option key={ordering} value={ordering}>
              {orderingLabels[ordering]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
