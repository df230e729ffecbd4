import type { SelectOption, FilterLayout } from '@/components/list/filter-fields'

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export const monthOptions: SelectOption[] = monthNames.map((label, index) => ({
  text: String(index + 1),
  label,
  filters: { created__month: index + 1 },
}))

function yearOptions(now: Date): SelectOption[] {
  const latest = now.getUTCFullYear() + 1
  return Array.from({ length: 12 }, (_, index) => {
    const year = latest - index
    return { text: String(year), label: String(year), filters: { created__year: year } }
  })
}

export const simulationFilterLayout: FilterLayout = {
  label: 'Filter simulations',
  fields: [
    { kind: 'text', param: 'name__icontains', label: 'Name contains (any case)' },
    { kind: 'date', param: 'created__date', label: 'Created on (UTC)', chip: 'Created on' },
    {
      kind: 'date',
      param: 'created__date__gte',
      label: 'Created on or after (UTC)',
      chip: 'Created on or after',
    },
    {
      kind: 'date',
      param: 'created__date__lte',
      label: 'Created on or before (UTC)',
      chip: 'Created on or before',
    },
    {
      kind: 'select',
      key: 'created__year',
      label: 'Created in year',
      anyLabel: 'Any year',
      params: ['created__year'],
      options: yearOptions(new Date()),
    },
    {
      kind: 'select',
      key: 'created__month',
      label: 'Created in month',
      anyLabel: 'Any month',
      params: ['created__month'],
      options: monthOptions,
    },
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
