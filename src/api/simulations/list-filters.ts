import { defineFilters } from '@/api/filters'

const nameLookups = [
  'icontains',
  'contains',
  'istartswith',
  'startswith',
  'endswith',
  'exact',
] as const
const createdLookups = ['date', 'date__gte', 'date__lte', 'year', 'month'] as const

export const simulationListFilters = defineFilters({
  name: { type: 'string', lookups: nameLookups },
  created: { type: 'datetime', lookups: createdLookups },
  tags: { type: 'tags', lookups: ['in'] },
  // decisions.md "Lists": one user's runs (exact username) or one model's.
  user__username: { type: 'string', lookups: ['exact'] },
  hydromodel__id: { type: 'number', lookups: ['exact'] },
})

export const statusListFilters = defineFilters({
  name: { type: 'string', lookups: ['exact'] },
  // A pause is `initialized` with `paused: true` (decisions.md "Simulations").
  paused: { type: 'boolean', lookups: ['exact'] },
  exit_code: { type: 'number', lookups: ['exact', 'gt', 'gte', 'lt', 'lte', 'isnull'] },
  simulation__user__username: { type: 'string', lookups: ['exact'] },
  simulation__organisation__name: { type: 'string', lookups: ['istartswith'] },
})
