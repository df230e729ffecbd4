import { isValidDate } from '@/api/filters'
import type { ModelListFilters } from './model-list-search'

/** `name__icontains` is the search box; the form offers the other string lookups of api.md. */
export const nameLookups = [
  { param: 'name__contains', label: 'contains (case-sensitive)' },
  { param: 'name', label: 'is exactly' },
  { param: 'name__startswith', label: 'starts with (case-sensitive)' },
  { param: 'name__istartswith', label: 'starts with (any case)' },
  { param: 'name__endswith', label: 'ends with (case-sensitive)' },
] as const
export type NameLookupParam = (typeof nameLookups)[number]['param']

export type FilterFormValues = {
  nameLookup: NameLookupParam
  nameValue: string
  createdOn: string
  createdFrom: string
  createdTo: string
  year: string
  month: string
}

export type FilterFormErrors = Partial<Record<keyof FilterFormValues, string>>

export function isNameLookup(value: string): value is NameLookupParam {
  return nameLookups.some((lookup) => lookup.param === value)
}

export function toFilterForm(filters: ModelListFilters): FilterFormValues {
  const active = nameLookups.find(({ param }) => filters[param] !== undefined)
  return {
    nameLookup: active?.param ?? 'name__contains',
    nameValue: active ? (filters[active.param] ?? '') : '',
    createdOn: filters.created__date ?? '',
    createdFrom: filters.created__date__gte ?? '',
    createdTo: filters.created__date__lte ?? '',
    year: filters.created__year?.toString() ?? '',
    month: filters.created__month?.toString() ?? '',
  }
}

export function validateFilterForm(values: FilterFormValues): FilterFormErrors {
  const errors: FilterFormErrors = {}
  for (const key of ['createdOn', 'createdFrom', 'createdTo'] as const) {
    if (values[key] !== '' && !isValidDate(values[key])) errors[key] = 'Use a date as YYYY-MM-DD.'
  }
  if (values.year !== '' && !/^\d{4}$/.test(values.year))
    errors.year = 'Use four digits, e.g. 2026.'
  if (!errors.createdFrom && !errors.createdTo && values.createdFrom && values.createdTo) {
    if (values.createdFrom > values.createdTo) errors.createdTo = 'Pick a date on or after “from”.'
  }
  return errors
}

function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value
}

function optionalNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value)
}

/** Replaces the form's filters and keeps the rest (search, lifted exclusions). */
export function applyFilterForm(
  filters: ModelListFilters,
  values: FilterFormValues,
): ModelListFilters {
  const next: ModelListFilters = { ...filters }
  for (const { param } of nameLookups) delete next[param]
  const nameValue = optional(values.nameValue)
  if (nameValue !== undefined) next[values.nameLookup] = nameValue
  return {
    ...next,
    created__date: optional(values.createdOn),
    created__date__gte: optional(values.createdFrom),
    created__date__lte: optional(values.createdTo),
    created__year: optionalNumber(values.year),
    created__month: optionalNumber(values.month),
  }
}

export function countFormFilters(filters: ModelListFilters): number {
  const form = toFilterForm(filters)
  return [
    form.nameValue,
    form.createdOn,
    form.createdFrom,
    form.createdTo,
    form.year,
    form.month,
  ].filter((value) => value !== '').length
}
