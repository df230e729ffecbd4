import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { filterValueSchemas } from '@/api/filters'
import type { Filters } from '@/api/list-search'
import { createdDateFields } from '@/api/created-options'
import { FilterBar } from './filter-bar'
import { filterChips, type FilterLayout } from '@/api/filter-fields'

const layout: FilterLayout = {
  label: 'Filter things',
  fields: createdDateFields,
  ranges: [['created__date__gte', 'created__date__lte']],
}
const specs = createdDateFields.map((field) => ({
  param: field.kind === 'date' ? field.param : '',
  schema: filterValueSchemas.date,
}))

/** The bar over a URL held in state; every change the bar asks for is recorded. */
function renderBar(initial: Filters = {}) {
  const asked: Filters[] = []
  function Page() {
    const [filters, setFilters] = useState(initial)
    return (
      <FilterBar
        layout={layout}
        specs={specs}
        filters={filters}
        onChange={(next) => {
          asked.push(next)
          setFilters(next)
        }}
      />
    )
  }
  render(<Page />)
  return { user: userEvent.setup(), asked }
}

describe('the date filters of a list', () => {
  it('are text boxes that say to write the year first', () => {
    renderBar()
    const box = screen.getByRole('textbox', { name: 'Created on (UTC)' })
    expect(box).toHaveAttribute('type', 'text')
    expect(box).toHaveAccessibleDescription('Year-month-day, e.g. 2026-11-28')
  })

  it.each(['28/11/2026', '11/28/2026', '2026-13-01'])(
    'refuse %s with a message, keep it and leave the URL as it was',
    async (typed) => {
      const { user, asked } = renderBar({ created__date: '2026-10-01' })
      const box = screen.getByRole('textbox', { name: 'Created on (UTC)' })
      expect(box).toHaveValue('2026-10-01')
      await user.clear(box)
      await user.type(box, typed)
      expect(box).toHaveAccessibleDescription(/year-month-day, e\.g\. 2026-11-28\.$/)
      expect(box).toHaveAttribute('aria-invalid', 'true')
      expect(box).toHaveValue(typed)
      // Cleared first, so the last ask is "no date"; nothing typed after that was applied.
      expect(asked.at(-1)).toEqual({ created__date: undefined })
    },
  )

  it('apply a date written year first, as the URL writes it', async () => {
    const { user, asked } = renderBar()
    const box = screen.getByRole('textbox', { name: 'Created from (UTC)' })
    await user.type(box, '2026-11-2')
    expect(asked).toEqual([])
    await user.type(box, '8')
    expect(asked.at(-1)).toMatchObject({ created__date__gte: '2026-11-28' })
    expect(box).toHaveAccessibleDescription('Year-month-day, e.g. 2026-11-28')
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('show as chips the dates of the URL, year first', () => {
    expect(
      filterChips(layout, { created__date__gte: '2026-11-01', created__date__lte: '2026-11-28' }),
    ).toMatchObject([{ text: 'Created from: 2026-11-01' }, { text: 'Created until: 2026-11-28' }])
  })
})
