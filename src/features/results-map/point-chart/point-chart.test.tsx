import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { saveBlob } from '@/api/transfer'
import { sizeChartBoxes } from './chart-box.fixture'
import { PointChart, type PointChartProps } from './point-chart'
import { pointCsv } from './point-csv'

vi.mock('@/api/transfer', () => ({ saveBlob: vi.fn() }))

const f32 = (...values: number[]) => Float32Array.from(values)
const times = Float64Array.from([0, 600, 1800, 7200])
const points = [
  { key: 'cell-12', label: 'Cell 12', level: f32(1, 2, 3, 4), depth: f32(0, 1, Number.NaN, 2) },
  { key: 'node-3', label: 'Node 3', level: f32(5, 5.5, 6, 6.5), depth: f32(0, 0.5, 1, 2) },
]

function renderChart(changes: Partial<PointChartProps> = {}) {
  const props: PointChartProps = {
    times,
    points,
    quantity: 'depth',
    onQuantity: vi.fn(),
    cursorIndex: 1,
    onCursorIndex: vi.fn(),
    onRemovePoint: vi.fn(),
    csvFileName: 'run-7-points.csv',
    ...changes,
  }
  const view = render(<PointChart {...props} />)
  return { ...view, props }
}

describe('PointChart', () => {
  sizeChartBoxes(280)

  it('draws a line per point, NaN as a gap, with the map’s time as a vertical line', () => {
    const { container, rerender, props } = renderChart()
    const figure = screen.getByRole('figure', { name: 'Water depth at the picked points' })
    expect(within(figure).getByText('Water depth (m)')).toBeInTheDocument()
    const curves = [...container.querySelectorAll('.recharts-line-curve')]
    expect(curves.map((curve) => curve.getAttribute('stroke'))).toEqual(['#0072B2', '#D55E00'])
    expect(curves.map((curve) => curve.getAttribute('d')?.match(/M/g)?.length)).toEqual([2, 1])
    const cursor = () => container.querySelector('.recharts-reference-line line')
    expect(cursor()).toHaveAttribute('x', '600')
    rerender(<PointChart {...props} cursorIndex={3} quantity="level" />)
    expect(cursor()).toHaveAttribute('x', '7200')
    expect(screen.getByRole('figure', { name: 'Water level at the picked points' })).toBeVisible()
  })

  it('picks the output step nearest the time clicked on', async () => {
    const { container, props } = renderChart()
    const chart = container.querySelector('.recharts-wrapper') as HTMLElement
    // Near the right end: 7,200 s is the nearest output time.
    fireEvent.mouseMove(chart, { clientX: 700, clientY: 100 })
    await waitFor(() =>
      expect(container.querySelector('.recharts-tooltip-wrapper')).toHaveTextContent('2:00'),
    )
    fireEvent.click(chart, { clientX: 700, clientY: 100 })
    await waitFor(() => expect(props.onCursorIndex).toHaveBeenCalledWith(3))
  })

  it('switches between depth and level', async () => {
    const user = userEvent.setup()
    const { props } = renderChart()
    expect(screen.getByRole('radio', { name: 'Water depth' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Water level' }))
    expect(props.onQuantity).toHaveBeenCalledWith('level')
  })

  it('lists the points, each with its Remove button', async () => {
    const user = userEvent.setup()
    const { props } = renderChart()
    const list = screen.getByRole('list', { name: 'Charted points' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cell 12Remove', 'Node 3Remove'])
    await user.click(within(list).getByRole('button', { name: 'Remove Node 3' }))
    expect(props.onRemovePoint).toHaveBeenCalledWith('node-3')
  })

  it('exports what is charted as CSV under the given name', async () => {
    const user = userEvent.setup()
    renderChart()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const [blob, name] = vi.mocked(saveBlob).mock.lastCall ?? []
    expect(name).toBe('run-7-points.csv')
    expect(blob?.type).toBe('text/csv')
    expect(await blob?.text()).toBe(pointCsv(times, points))
  })

  it('says it downsampled a long run, and keeps every value for the CSV', () => {
    const count = 5000
    const long = Float64Array.from({ length: count }, (_, step) => step * 60)
    const wave = Float32Array.from({ length: count }, (_, step) => Math.sin(step / 100))
    renderChart({ times: long, points: [{ key: 'a', label: 'A', level: wave, depth: wave }] })
    expect(
      screen.getByText(
        /^5,000 output times, drawn with [\d,]+ \(peaks kept\); the CSV has them all\.$/,
      ),
    ).toBeVisible()
  })

  it('asks for a point while none is picked', () => {
    renderChart({ points: [] })
    expect(
      screen.getByText(
        'Click a cell or a 1D node on the map to chart its water level and depth over the run.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  })
})
