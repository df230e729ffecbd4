import { useId, useMemo } from 'react'
import { Line } from 'recharts'
import { saveBlob } from '@/api/transfer'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { pointColour, type ChartedPoint } from './charted-point'
import { lineKey, pointChartRows } from './point-chart-rows'
import { pointCsv } from './point-csv'
import { RunTimeChart } from './run-time-chart'
import '../results-map.css'

export type PointQuantity = 'depth' | 'level'

export type PointChartProps = {
  times: Float64Array
  points: readonly ChartedPoint[]
  quantity: PointQuantity
  onQuantity: (quantity: PointQuantity) => void
  cursorIndex: number
  onCursorIndex: (index: number) => void
  onRemovePoint: (key: string) => void
  csvFileName: string
}

const QUANTITIES = [
  { value: 'depth', label: 'Water depth', axis: 'Water depth (m)' },
  { value: 'level', label: 'Water level', axis: 'Water level (m)' },
] as const

export const NO_POINT_TEXT =
  'Click a cell or a 1D node on the map to chart its water level and depth over the run.'

const metres = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 3 })

function QuantityChoice({
  quantity,
  onQuantity,
}: Pick<PointChartProps, 'quantity' | 'onQuantity'>) {
  // Two charts on a page keep their own choice.
  const name = useId()
  return (
    <fieldset className="choice-row">
      <legend className="visually-hidden">Show</legend>
      {QUANTITIES.map((choice) => (
        <label key={choice.value}>
          <input
            type="radio"
            name={name}
            checked={quantity === choice.value}
            onChange={() => onQuantity(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}

type LinesProps = Omit<PointChartProps, 'onQuantity' | 'onRemovePoint' | 'csvFileName'>

function PointLines({ points, quantity, ...time }: LinesProps) {
  const { times } = time
  const rows = useMemo(
    () =>
      pointChartRows(
        times,
        points.map((point) => point[quantity]),
      ),
    [times, points, quantity],
  )
  const axis = QUANTITIES.find((choice) => choice.value === quantity)?.axis ?? ''
  return (
    <RunTimeChart
      {...time}
      label={`${axis.replace(' (m)', '')} at the picked points`}
      height={280}
      rows={rows}
      axis={axis}
      format={metres}
      unit="m"
      dragPicks
      caption={
        rows.length < times.length
          ? `${times.length.toLocaleString('en')} output times, drawn with ${rows.length.toLocaleString('en')} (peaks kept); the CSV has them all.`
          : undefined
      }
    >
      {points.map((point, index) => (
        <Line
          key={point.key}
          dataKey={lineKey(index)}
          name={point.label}
          stroke={pointColour(index)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          connectNulls={point.sparse}
        />
      ))}
    </RunTimeChart>
  )
}

export function PointChart(props: PointChartProps) {
  const { times, points, quantity, onQuantity, onRemovePoint, csvFileName } = props
  if (points.length === 0) {
    return <EmptyState title="No points charted" description={NO_POINT_TEXT} />
  }
  const exportCsv = () =>
    saveBlob(new Blob([pointCsv(times, points)], { type: 'text/csv' }), csvFileName)
  return (
    <section className="point-chart" aria-label="Water at the picked points">
      <QuantityChoice quantity={quantity} onQuantity={onQuantity} />
      <PointLines {...props} />
      <ul className="point-chart__points" aria-label="Charted points">
        {points.map((point, index) => (
          <li key={point.key} className="point-chart__point">
            <span
              className="point-chart__swatch"
              style={{ background: pointColour(index) }}
              aria-hidden="true"
            />
            {point.label}
            <Button
              variant="ghost"
              aria-label={`Remove ${point.label}`}
              onClick={() => onRemovePoint(point.key)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={exportCsv}>Export CSV</Button>
    </section>
  )
}
