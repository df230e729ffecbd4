import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { listEnvelope, type ReadList } from '@/api/common'
import { ListResults } from './list-results'

const row = z.object({ id: z.number(), name: z.string() })
type Row = z.infer<typeof row>

function queryOf(data: ReadList<Row>) {
  return { data, error: null, isPending: false, isPlaceholderData: false, refetch: vi.fn() }
}

function renderPage(results: unknown[], offset: number, onOffsetChange = vi.fn()) {
  const data = listEnvelope(row).parse({ count: 30, next: null, previous: null, results })
  render(
    <ListResults
      query={queryOf(data) as unknown as UseQueryResult<ReadList<Row>>}
      words={{ one: 'model', many: 'models' }}
      filtered={false}
      onClearFilters={vi.fn()}
      emptyWithoutFilters={<p>No models</p>}
      limit={10}
      offset={offset}
      onOffsetChange={onOffsetChange}
    >
      {(items) => (
        <ul aria-label="Models">
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </ListResults>,
  )
  return onOffsetChange
}

describe('ListResults with a record it cannot read', () => {
  it('shows the other rows, one line naming the record and field, and a working pager', async () => {
    const results = [
      { id: 1, name: 'Polder' },
      { id: 123, name: 5 },
      { id: 3, name: 'Dijk' },
    ]
    const onOffsetChange = renderPage(results, 10)
    const list = screen.getByRole('list', { name: 'Models' })
    expect(list).toHaveTextContent('PolderDijk')
    expect(
      screen.getByText(
        'Record 12 (id 123) could not be read: field `name`: expected string, got 5',
      ),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /next/i }))
    expect(onOffsetChange).toHaveBeenCalledWith(20)
  })

  it('shows the line also when no row of the page could be read', () => {
    renderPage([{ id: 9 }], 0)
    expect(
      screen.getByText(
        'Record 1 (id 9) could not be read: field `name`: expected string, got nothing (the field is missing)',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('No models')).not.toBeInTheDocument()
  })
})
