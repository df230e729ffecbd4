import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { NEVER_WET } from '@/lib/flood-products/flood-products'
import type { WorstCaseRecord } from '@/engine/results-file/kept-worst-cases'
import { WorstCaseCell } from './worst-case-cell'
import { worstCaseRows } from './worst-case-csv'

const record = (product: WorstCaseRecord['product'], values: number[]): WorstCaseRecord => ({
  product,
  runIds: [123, 140],
  worst: { values: Float32Array.from(values), runs: Int32Array.from([1, 0, -1]) },
  done: [123, 140],
  failed: [],
})

const names = new Map([[140, 'Breach Noord 50 m']])

function cell(product: WorstCaseRecord['product'], values: number[], place: number) {
  const { container } = render(
    <MemoryRouter>
      <WorstCaseCell
        product={product}
        record={record(product, values)}
        place={place}
        names={names}
      />
    </MemoryRouter>,
  )
  return within(container).getByLabelText(`Picked cell ${place + 1}`)
}

describe('a clicked cell of the worst case', () => {
  it('names the run that gave the worst and links to its results', () => {
    const picked = cell('maximum', [1.8372, 0.5, Number.NaN], 0)
    expect(picked).toHaveTextContent('Worst: 1.84 m, from run ‘Breach Noord 50 m’ (#140) — open it')
    expect(screen.getByRole('link', { name: 'open it' })).toHaveAttribute(
      'href',
      '/simulations/140/results',
    )
  })

  it('says the earliest arrival, a hazard class, and a cell dry in every run', () => {
    expect(cell('arrival', [0.5, 1, NEVER_WET], 0)).toHaveTextContent(/^Earliest: 0\.50 h/)
    expect(cell('hazard', [1.3, 1, 0], 0)).toHaveTextContent(/^Worst: 1\.30 \(significant\)/)
    expect(cell('maximum', [1, 0.01, Number.NaN], 1)).toHaveTextContent('Dry in every run.')
    expect(cell('arrival', [1, 1, NEVER_WET], 2)).toHaveTextContent('Dry in every run.')
  })
})

describe('the worst case as CSV rows', () => {
  it('gives each cell some run gave a value: its centre, value and run', () => {
    const quads = {
      places: 3,
      origin: [0.5, 0.5] as [number, number],
      corners: new Float32Array(24),
      bounds: [0, 0, 1, 1] as [number, number, number, number],
    }
    const rows = worstCaseRows(record('maximum', [1.8372, 0.5, Number.NaN]), quads, names)
    expect(rows).toEqual([
      {
        cell: 1,
        'x (longitude)': 0,
        'y (latitude)': 0,
        value: 1.837,
        unit: 'm',
        'run id': 140,
        run: 'Breach Noord 50 m',
      },
      {
        cell: 2,
        'x (longitude)': 0,
        'y (latitude)': 0,
        value: 0.5,
        unit: 'm',
        'run id': 123,
        run: 'Simulation 123',
      },
    ])
  })
})
