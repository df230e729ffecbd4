import { describe, expect, it } from 'vitest'
import { filterChips, withoutFilter } from './filter-chips'
import { simulationChipSpecs, statusChipSpecs } from './simulation-filter-labels'

describe('filter chips', () => {
  it('shows one readable chip per active filter', () => {
    const chips = filterChips(simulationChipSpecs, {
      name__icontains: 'zuid',
      created__month: 3,
      tags__in: ['T100'],
      created__date__gte: '2026-05-01',
    })
    expect(chips.map((chip) => chip.text)).toEqual([
      'Name contains (any case): “zuid”',
      'Created on or after: 2026-05-01',
      'Created in month: March',
      'Tag: T100',
    ])
  })

  it('says what an isnull filter means', () => {
    const chips = filterChips(statusChipSpecs, { exit_code__isnull: true, exit_code__gte: 1 })
    expect(chips.map((chip) => chip.text)).toEqual(['Exit code ≥: 1', 'Exit code: none yet'])
  })

  it('shows nothing without filters', () => {
    expect(filterChips(statusChipSpecs, {})).toEqual([])
  })

  it('removes exactly one filter', () => {
    const filters: { name?: string; exit_code?: number } = { name: 'crashed', exit_code: 1 }
    expect(withoutFilter(filters, 'exit_code')).toEqual({ name: 'crashed' })
    expect(filters).toEqual({ name: 'crashed', exit_code: 1 })
  })
})
