import { defineFilters } from '@/api/filters'

export const modelListFilters = defineFilters({
  name: {
    type: 'string',
    lookups: ['exact', 'contains', 'icontains', 'startswith', 'istartswith', 'endswith'],
  },
  created: { type: 'datetime', lookups: ['date', 'date__gte', 'date__lte', 'year', 'month'] },
  disabled: { type: 'boolean', lookups: ['exact'] },
  inp_success: { type: 'boolean', lookups: ['exact'] },
  inactive_inpy_versions: { type: 'boolean', lookups: ['exact'] },
})
