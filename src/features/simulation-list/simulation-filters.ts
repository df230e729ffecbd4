import {
  createdDateFields,
  createdMonthField,
  createdYearOptions,
} from '@/components/list/created-options'
import type { FilterLayout } from '@/components/list/filter-fields'

export const simulationFilterLayout: FilterLayout = {
  label: 'Filter simulations',
  fields: [
    { kind: 'text', param: 'name__icontains', label: 'Name contains (any case)' },
    ...createdDateFields,
    {
      kind: 'select',
      key: 'created__year',
      label: 'Created in year',
      anyLabel: 'Any year',
      params: ['created__year'],
      options: createdYearOptions(new Date()),
    },
    createdMonthField,
    { kind: 'text', param: 'tags__in', label: 'Tag', hint: 'Tags as written, separated by commas' },
  ],
  more: {
    summary: 'More name filters',
    fields: [
      {
        kind: 'text',
        param: 'name__contains',
        label: 'Name contains (exact case)',
        chip: 'Name contains',
      },
      {
        kind: 'text',
        param: 'name__istartswith',
        label: 'Name starts with (any case)',
      },
      {
        kind: 'text',
        param: 'name__startswith',
        label: 'Name starts with (exact case)',
        chip: 'Name starts with',
      },
      {
        kind: 'text',
        param: 'name__endswith',
        label: 'Name ends with (exact case)',
        chip: 'Name ends with',
      },
      { kind: 'text', param: 'name', label: 'Name is exactly' },
    ],
  },
  ranges: [['created__date__gte', 'created__date__lte']],
}

export const simulationOrderingLabels = {
  '-created': 'Newest first',
  created: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  '-id': 'Highest id first',
  id: 'Lowest id first',
}
