import { FormField } from '@/components/form/form-field'
import { PageSizeSelect } from '@/components/page-size-select'

/** Ordering and page size of a list; the options come from the page's URL config. */
export function ListToolbar<O extends string>({
  ordering,
  orderings,
  orderingLabels,
  onOrderingChange,
  limit,
  pageSizes,
  onLimitChange,
}: {
  ordering: O
  orderings: readonly O[]
  orderingLabels: Record<O, string>
  onOrderingChange: (ordering: O) => void
  limit: number
  pageSizes: readonly number[]
  onLimitChange: (limit: number) => void
}) {
  return (
    <div className="list-toolbar">
      <FormField label="Sort by">
        {(control) => (
          <select
            {...control}
            value={ordering}
            onChange={(event) => {
              const chosen = orderings.find((option) => option === event.target.value)
              if (chosen !== undefined) onOrderingChange(chosen)
            }}
          >
            {orderings.map((option) => (
              <option key={option} value={option}>
                {orderingLabels[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <PageSizeSelect label="Per page" value={limit} sizes={pageSizes} onChange={onLimitChange} />
    </div>
  )
}
