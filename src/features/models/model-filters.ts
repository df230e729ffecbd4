import { createdDateFields, createdMonthField } from '@/api/created-options'
import type { FilterLayout } from '@/api/filter-fields'

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
      ...createdDateFields,
      { kind: 'text', param: 'created__year', label: 'Created in year', numeric: true },
      createdMonthField,
    ],
  },
  ranges: [['created__date__gte', 'created__date__lte']],
}
