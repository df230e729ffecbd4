import { FormField } from '@/components/form/form-field'
import type { FilterState } from '@/api/filters'
import { monthName } from './simulation-filter-labels'
import type { simulationFilters } from './simulation-list-state'
import { TextFilter } from './text-filter'

type Filters = FilterState<typeof simulationFilters>
type TextParam =
  | 'name'
  | 'name__contains'
  | 'name__icontains'
  | 'name__startswith'
  | 'name__istartswith'
  | 'name__endswith'
type DateParam = 'created__date' | 'created__date__gte' | 'created__date__lte'

const moreNameFilters: ReadonlyArray<{ param: TextParam; label: string }> = [
  { param: 'name__contains', label: 'Name contains (exact case)' },
  { param: 'name__istartswith', label: 'Name starts with (any case)' },
  { param: 'name__startswith', label: 'Name starts with (exact case)' },
  { param: 'name__endswith', label: 'Name ends with (exact case)' },
  { param: 'name', label: 'Name is exactly' },
]

const dateFilters: ReadonlyArray<{ param: DateParam; label: string }> = [
  { param: 'created__date', label: 'Created on' },
  { param: 'created__date__gte', label: 'Created on or after' },
  { param: 'created__date__lte', label: 'Created on or before' },
]

const months = Array.from({ length: 12 }, (_, index) => index + 1)

function yearOptions(selected: number | undefined, now: Date): number[] {
  const latest = now.getUTCFullYear() + 1
  const years = Array.from({ length: 12 }, (_, index) => latest - index)
  return selected !== undefined && !years.includes(selected) ? [selected, ...years] : years
}

export function SimulationFilterBar({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (filters: Filters) => void
}) {
  const set = (changes: Filters) => onChange({ ...filters, ...changes })
  const text = (param: TextParam) => (value: string) => set({ [param]: value || undefined })
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value))
  const moreActive = moreNameFilters.some(({ param }) => filters[param] !== undefined)

  return (
    <form
      className="panel filter-bar"
      aria-label="Filter simulations"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="filter-bar__row">
        <TextFilter
          label="Name contains (any case)"
          value={filters.name__icontains ?? ''}
          onCommit={text('name__icontains')}
        />
        <TextFilter
          label="Tag"
          hint="One tag, exactly as written"
          value={filters.tags__in?.join(',') ?? ''}
          onCommit={(value) => set({ tags__in: value.trim() ? [value.trim()] : undefined })}
        />
        {dateFilters.map(({ param, label }) => (
          <FormField key={param} label={`${label} (UTC)`}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={filters[param] ?? ''}
                onChange={(event) => set({ [param]: event.target.value || undefined })}
              />
            )}
          </FormField>
        ))}
        <FormField label="Created in year">
          {(control) => (
            <select
              {...control}
              value={filters.created__year ?? ''}
              onChange={(event) => set({ created__year: numberOrUndefined(event.target.value) })}
            >
              <option value="">Any year</option>
              {yearOptions(filters.created__year, new Date()).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Created in month">
          {(control) => (
            <select
              {...control}
              value={filters.created__month ?? ''}
              onChange={(event) => set({ created__month: numberOrUndefined(event.target.value) })}
            >
              <option value="">Any month</option>
              {months.map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <details className="filter-bar__more" open={moreActive || undefined}>
        <summary>More name filters</summary>
        <div className="filter-bar__row">
          {moreNameFilters.map(({ param, label }) => (
            <TextFilter
              key={param}
              label={label}
              value={filters[param] ?? ''}
              onCommit={text(param)}
            />
          ))}
        </div>
      </details>
    </form>
  )
}
