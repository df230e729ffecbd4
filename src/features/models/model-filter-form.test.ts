import { describe, expect, it } from 'vitest'
import {
  applyFilterForm,
  countFormFilters,
  toFilterForm,
  validateFilterForm,
  type FilterFormValues,
} from './model-filter-form'
import { toModelListQuery } from './model-list-search'

const empty: FilterFormValues = {
  nameLookup: 'name__contains',
  nameValue: '',
  createdOn: '',
  createdFrom: '',
  createdTo: '',
  year: '',
  month: '',
}

describe('applyFilterForm', () => {
  it('turns the form into api.md filters and keeps search and toggles', () => {
    const filters = applyFilterForm(
      { name__icontains: 'polder', disabled: true, name__endswith: 'old' },
      {
        ...empty,
        nameLookup: 'name__startswith',
        nameValue: 'Zuid',
        createdFrom: '2026-01-01',
        year: '2026',
        month: '3',
      },
    )
    const query = toModelListQuery({ filters, ordering: '-created', offset: 0, limit: 25 })
    expect(query).toEqual({
      name__icontains: 'polder',
      name__startswith: 'Zuid',
      created__date__gte: '2026-01-01',
      created__year: '2026',
      created__month: '03',
      disabled: 'true',
      ordering: '-created',
      limit: 25,
      offset: 0,
    })
  })

  it('clears every form filter when the form is emptied', () => {
    const filters = applyFilterForm(
      { name: 'x', created__date: '2026-02-02', created__month: 2 },
      empty,
    )
    expect(countFormFilters(filters)).toBe(0)
  })
})

describe('toFilterForm', () => {
  it('reads back what applyFilterForm wrote', () => {
    const values = {
      ...empty,
      nameLookup: 'name' as const,
      nameValue: 'Rijnland',
      createdTo: '2026-05-01',
    }
    expect(toFilterForm(applyFilterForm({}, values))).toEqual(values)
  })
})

describe('validateFilterForm', () => {
  it('accepts an empty form', () => {
    expect(validateFilterForm(empty)).toEqual({})
  })

  it('names each malformed field', () => {
    expect(validateFilterForm({ ...empty, createdOn: '2026-02-30', year: '26' })).toEqual({
      createdOn: 'Use a date as YYYY-MM-DD.',
      year: 'Use four digits, e.g. 2026.',
    })
  })

  it('refuses a range that ends before it starts', () => {
    expect(
      validateFilterForm({ ...empty, createdFrom: '2026-05-02', createdTo: '2026-05-01' }),
    ).toEqual({ createdTo: 'Pick a date on or after “from”.' })
  })
})
