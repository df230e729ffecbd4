import type { FilterState } from '@/api/filters'
import { statusNames } from '@/api/simulations/schema'
import { FormField } from '@/components/form-field'
import { isStatusName, type statusFilters } from './status-list-state'
import { TextFilter } from './text-filter'

type Filters = FilterState<typeof statusFilters>
type ExitCodeParam =
  'exit_code' | 'exit_code__gt' | 'exit_code__gte' | 'exit_code__lt' | 'exit_code__lte'

const exitCodeFilters: ReadonlyArray<{ param: ExitCodeParam; label: string }> = [
  { param: 'exit_code', label: 'Exit code is' },
  { param: 'exit_code__gt', label: 'Exit code greater than' },
  { param: 'exit_code__gte', label: 'Exit code at least' },
  { param: 'exit_code__lt', label: 'Exit code less than' },
  { param: 'exit_code__lte', label: 'Exit code at most' },
]

function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim()
  return /^[+-]?\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined
}

function isNullChoice(value: string): boolean | undefined {
  if (value === 'none') return true
  if (value === 'present') return false
  return undefined
}

export function StatusFilterBar({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Filters) => void
}) {
  const set = (changes: Filters) => onChange({ ...filters, ...changes })
  const isNull = filters.exit_code__isnull
  return (
    <form
      className="panel filter-bar"
      aria-label="Filter statuses"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="filter-bar__row">
        <FormField label="Status">
          {(control) => (
            <select
              {...control}
              value={filters.name ?? ''}
              onChange={(event) => {
                const value = event.target.value
                set({ name: isStatusName(value) ? value : undefined })
              }}
            >
              <option value="">Any status</option>
              {statusNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextFilter
          label="User (exact username)"
          value={filters.simulation__user__username ?? ''}
          onCommit={(value) => set({ simulation__user__username: value || undefined })}
        />
        <TextFilter
          label="Organisation starts with (any case)"
          value={filters.simulation__organisation__name__istartswith ?? ''}
          onCommit={(value) =>
            set({ simulation__organisation__name__istartswith: value || undefined })
          }
        />
        <FormField label="Exit code present">
          {(control) => (
            <select
              {...control}
              value={isNull === undefined ? '' : isNull ? 'none' : 'present'}
              onChange={(event) => set({ exit_code__isnull: isNullChoice(event.target.value) })}
            >
              <option value="">Either</option>
              <option value="present">Has an exit code</option>
              <option value="none">No exit code yet</option>
            </select>
          )}
        </FormField>
      </div>
      <div className="filter-bar__row">
        {exitCodeFilters.map(({ param, label }) => (
          <TextFilter
            key={param}
            label={label}
            inputMode="numeric"
            value={filters[param] === undefined ? '' : String(filters[param])}
            onCommit={(value) => set({ [param]: wholeNumber(value) })}
          />
        ))}
      </div>
    </form>
  )
}
