import { statusNames } from '@/api/simulations/schema'
import type { FilterLayout, SelectOption } from '@/api/filter-fields'
import { statusLabel } from '@/components/status-badge'

/** A pause is `initialized` with `paused: true`, a running run `initialized` with `paused: false`. */
const statusOptions: SelectOption[] = statusNames.flatMap((name): SelectOption[] => {
  if (name !== 'initialized') return [{ text: name, label: name, filters: { name } }]
  return [false, true].map((paused) => ({
    text: statusLabel({ name, paused }),
    label: statusLabel({ name, paused }),
    filters: { name, paused },
  }))
})

export const statusFilterLayout: FilterLayout = {
  label: 'Filter statuses',
  fields: [
    {
      kind: 'select',
      key: 'status',
      label: 'Status',
      anyLabel: 'Any status',
      params: ['name', 'paused'],
      options: statusOptions,
    },
    {
      kind: 'text',
      param: 'simulation__user__username',
      label: 'User (exact username)',
      chip: 'User',
    },
    {
      kind: 'text',
      param: 'simulation__organisation__name__istartswith',
      label: 'Organisation starts with (any case)',
    },
    {
      kind: 'select',
      key: 'exit_code__isnull',
      label: 'Exit code present',
      chip: 'Exit code',
      anyLabel: 'Either',
      params: ['exit_code__isnull'],
      options: [
        { text: 'present', label: 'Has an exit code', filters: { exit_code__isnull: false } },
        { text: 'none', label: 'No exit code yet', filters: { exit_code__isnull: true } },
      ],
    },
  ],
  more: {
    summary: 'Exit code filters',
    fields: [
      { kind: 'text', param: 'exit_code', label: 'Exit code is', numeric: true },
      {
        kind: 'text',
        param: 'exit_code__gt',
        label: 'Exit code greater than',
        chip: 'Exit code >',
        numeric: true,
      },
      {
        kind: 'text',
        param: 'exit_code__gte',
        label: 'Exit code at least',
        chip: 'Exit code ≥',
        numeric: true,
      },
      {
        kind: 'text',
        param: 'exit_code__lt',
        label: 'Exit code less than',
        chip: 'Exit code <',
        numeric: true,
      },
      {
        kind: 'text',
        param: 'exit_code__lte',
        label: 'Exit code at most',
        chip: 'Exit code ≤',
        numeric: true,
      },
    ],
  },
}

export const statusOrderingLabels = {
  id: 'Lowest id first',
  '-id': 'Highest id first',
  '-created': 'Latest change first',
  created: 'Earliest change first',
  exit_code: 'Exit code, low to high',
  '-exit_code': 'Exit code, high to low',
}
