import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cellProductSeries } from '@/lib/flood-products/cell-series'
import { sizeChartBoxes } from './chart-box.fixture'
import { PointProductChart } from './point-product-chart'
import { productLines } from './point-product-lines'

const seconds = [0, 1800, 7200, 10800]
const times = Float64Array.from(seconds)
const f32 = (...values: number[]) => Float32Array.from(values)
const wetting = cellProductSeries(seconds, f32(0, 0.1, 0.6, 0.3), f32(0, 0.2, 1.5, 0.5), 0.02)
const dry = cellProductSeries(seconds, f32(0, 0, 0, 0), f32(0, 0, 0, 0), 0.02)
const charted = [
  { key: 'c4', label: '2D cell #5', series: wetting },
  { key: 'c9', label: '2D cell #10', series: dry },
]

function renderChart(view: 'hazard' | 'arrival') {
  return render(
    <PointProductChart
      times={times}
      product={productLines(view, charted)}
      pointKeys={['n1', 'c4', 'c9']}
      cursorIndex={0}
      onCursorIndex={vi.fn()}
    />,
  )
}

describe('PointProductChart', () => {
  sizeChartBoxes(220)

  it('hazard: a line per cell in its colour of the water chart, the maximum dotted and said', () => {
    const { container } = renderChart('hazard')
    const figure = screen.getByRole('figure', { name: 'Hazard rating at the picked cells' })
    const curves = [...container.querySelectorAll('.recharts-line-curve')]
    expect(curves.map((curve) => curve.getAttribute('stroke'))).toEqual(['#D55E00', '#009E73'])
    expect(container.querySelectorAll('.recharts-reference-dot')).toHaveLength(1)
    // HR = 0.6 · (1.5 + 0.5) + 1 at 2 h.
    expect(figure).toHaveTextContent('2D cell #5: maximum 2.2 at 2:00')
  })

  it('arrival: the depth with the wet depth across it, the arrival a line, a dry cell never wet', () => {
    const { container } = renderChart('arrival')
    const figure = screen.getByRole('figure', { name: 'Water depth at the picked cells' })
    expect(within(figure).getByText('wet from 0.02 m')).toBeInTheDocument()
    // The map's time, the wet depth and one arrival.
    expect(container.querySelectorAll('.recharts-reference-line')).toHaveLength(3)
    expect(figure).toHaveTextContent(
      '2D cell #5: arrives at 0:30; 2D cell #10: never wet from 0.02 m',
    )
  })
})
