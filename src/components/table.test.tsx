import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VIRTUAL_FROM_ROWS } from './list/virtual-rows'
import { VirtualTable } from './list/virtual-table'
import { Table } from './table'

describe('Table', () => {
  it('heads each column, figures right-aligned and the sorted column marked', () => {
    render(
      <Table
        caption="Dimensions"
        columns={[
          { label: 'Name', sort: 'ascending' },
          { label: 'Size', numeric: true },
        ]}
      >
        <tr>
          <th scope="row">time</th>
          <td className="numeric">25</td>
        </tr>
      </Table>,
    )
    const table = screen.getByRole('table', { name: 'Dimensions' })
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    expect(within(table).getByRole('columnheader', { name: 'Size' })).toHaveClass('numeric')
    expect(within(table).getByRole('rowheader', { name: 'time' })).toBeInTheDocument()
  })
})

describe('VirtualTable', () => {
  it('draws a short page whole, each row keyed by its item', () => {
    const items = [{ id: 1 }, { id: 2 }]
    render(
      <VirtualTable
        caption="Runs"
        columns={[{ label: 'Run' }]}
        items={items}
        rowKey={(item) => item.id}
        cells={(item) => <td>Run {item.id}</td>}
      />,
    )
    const table = screen.getByRole('table', { name: 'Runs' })
    expect(items.length).toBeLessThanOrEqual(VIRTUAL_FROM_ROWS)
    expect(table).not.toHaveAttribute('aria-rowcount')
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Run 1', 'Run 2'])
  })
})
