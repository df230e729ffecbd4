import { describe, expect, it } from 'vitest'
import { defineFilters, filterParams, type FilterDefinition } from '@/api/filters'
import { modelListFilters } from '@/api/models/list-filters'
import { simulationListFilters, statusListFilters } from '@/api/simulations/list-filters'
import { modelListQuery } from '@/mocks/handlers/models'
import { simulationListQuery, statusListQuery } from '@/mocks/simulations/list-specs'
import { resolveParam } from './apply-filters'
import { declaredFields } from './declared-fields'
import type { ListSpec } from './types'

const lists: [string, FilterDefinition, ListSpec<never>][] = [
  ['models', modelListFilters, modelListQuery],
  ['simulations', simulationListFilters, simulationListQuery],
  ['statuses', statusListFilters, statusListQuery],
]

describe('filter fields declared in src/api', () => {
  it.each(lists)(
    'are all answered by the mock’s %s list, with their value type',
    (_, filters, spec) => {
      for (const { field, param } of filterParams(filters)) {
        expect(resolveParam(spec.fields, param), param).toMatchObject({ field })
        expect(spec.fields[field]?.type).toBe(filters[field]?.type)
      }
    },
  )

  it('read each field from the store through its getter, refusing a value of another type', () => {
    const filters = defineFilters({
      name: { type: 'string', lookups: ['exact'] },
      tags: { type: 'tags', lookups: ['in'] },
    })
    type Row = { name: string; tags: unknown }
    const fields = declaredFields<Row, typeof filters>(filters, {
      name: (row) => row.name,
      tags: (row) => (Array.isArray(row.tags) ? row.tags : null),
    })
    expect(fields.name?.get({ name: 'Zuid', tags: [] })).toBe('Zuid')
    expect(fields.tags?.get({ name: 'Zuid', tags: ['a', 3] })).toEqual(['a'])
  })
})
