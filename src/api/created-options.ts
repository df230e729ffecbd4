import type { FilterField, SelectOption } from './filter-fields'

/** Months for a `created__month` select, named in English whatever the browser's language. */
export const createdMonthOptions: SelectOption[] = Array.from({ length: 12 }, (_, index) => ({
  text: String(index + 1),
  label: new Date(Date.UTC(2000, index, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }),
  filters: { created__month: index + 1 },
}))

/** The twelve years up to next year, for a `created__year` select. */
export function createdYearOptions(now: Date): SelectOption[] {
  const latest = now.getUTCFullYear() + 1
  return Array.from({ length: 12 }, (_, index) => {
    const year = latest - index
    return { text: String(year), label: String(year), filters: { created__year: year } }
  })
}

/** The creation-date filters of api.md "List filtering", worded alike on every list. */
export const createdDateFields: FilterField[] = [
  { kind: 'date', param: 'created__date', label: 'Created on (UTC)', chip: 'Created on' },
  { kind: 'date', param: 'created__date__gte', label: 'Created from (UTC)', chip: 'Created from' },
  {
    kind: 'date',
    param: 'created__date__lte',
    label: 'Created until (UTC)',
    chip: 'Created until',
  },
]

export const createdMonthField: FilterField = {
  kind: 'select',
  key: 'created__month',
  label: 'Created in month',
  anyLabel: 'Any month',
  params: ['created__month'],
  options: createdMonthOptions,
}
