import type { ChipSpec } from './filter-chips'

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

export function monthName(month: number): string {
  return monthNames[month - 1] ?? String(month)
}

export const simulationChipSpecs: Record<string, ChipSpec> = {
  name__icontains: { label: 'Name contains (any case)' },
  name__contains: { label: 'Name contains' },
  name__istartswith: { label: 'Name starts with (any case)' },
  name__startswith: { label: 'Name starts with' },
  name__endswith: { label: 'Name ends with' },
  name: { label: 'Name is exactly' },
  created__date: { label: 'Created on', format: String },
  created__date__gte: { label: 'Created on or after', format: String },
  created__date__lte: { label: 'Created on or before', format: String },
  created__year: { label: 'Created in year', format: String },
  created__month: {
    label: 'Created in month',
    format: (value) => (typeof value === 'number' ? monthName(value) : String(value)),
  },
  tags__in: {
    label: 'Tag',
    format: (value) => (Array.isArray(value) ? value.join(', ') : String(value)),
  },
}

export const statusChipSpecs: Record<string, ChipSpec> = {
  name: { label: 'Status', format: String },
  exit_code: { label: 'Exit code is', format: String },
  exit_code__gt: { label: 'Exit code >', format: String },
  exit_code__gte: { label: 'Exit code ≥', format: String },
  exit_code__lt: { label: 'Exit code <', format: String },
  exit_code__lte: { label: 'Exit code ≤', format: String },
  exit_code__isnull: {
    label: 'Exit code',
    format: (value) => (value === true ? 'none yet' : 'present'),
  },
  simulation__user__username: { label: 'User', format: String },
  simulation__organisation__name__istartswith: { label: 'Organisation starts with (any case)' },
}
