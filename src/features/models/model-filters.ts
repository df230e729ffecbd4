import type { FilterLayout, SelectOption } from '@/components/list/filter-fields'

const months: SelectOption[] = Array.from({ length: 12 }, (_, index) => ({
  text: String(index + 1),
  label: new Date(Date.UTC(2000, index, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }),
  filters: { created__month: index + 1 },
}))

/** `name__icontains` is the search box; "More filters" offers the other lookups of api.md. */
export const modelFilterLayout: FilterLayout = {
  label: 'Filter models',
  fields: [
    {
      kind: 'text',
      param: 'name__icontains',
      label: 'Search models by name',
      hint: 'Case-insensitive; matches any part of the name.',
      chip: 'Name contains (any case)',
    },
  ],
  more: {
    summary: 'More filters',
    fields: [
      {
        kind: 'lookup',
        key: 'nameLookup',
        label: 'Name match',
        textLabel: 'Name text',
        lookups: [
          { param: 'name__contains', label: 'contains (case-sensitive)', chip: 'Name contains' },
          { param: 'name', label: 'is exactly', chip: 'Name is exactly' },
          {
            param: 'name__startswith',
            label: 'starts with (case-sensitive)',
            chip: 'Name starts with',
          },
          {
            param: 'name__istartswith',
            label: 'starts with (any case)',
            chip: 'Name starts with (any case)',
          },
          { param: 'name__endswith', label: 'ends with (case-sensitive)', chip: 'Name ends with' },
        ],
      },
      { kind: 'date', param: 'created__date', label: 'Created on (UTC)', chip: 'Created on' },
      {
        kind: 'date',
        param: 'created__date__gte',
        label: 'Created from (UTC)',
        chip: 'Created from',
      },
      {
        kind: 'date',
        param: 'created__date__lte',
        label: 'Created until (UTC)',
        chip: 'Created until',
      },
      { kind: 'text', param: 'created__year', label: 'Created in year', numeric: true },
      {
        kind: 'select',
        key: 'created__month',
        label: 'Created in month',
        anyLabel: 'Any month',
        params: ['created__month'],
        options: months,
      },
    ],
  },
  ranges: [['created__date__gte', 'created__date__lte']],
}
