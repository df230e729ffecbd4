import { useId, useMemo } from 'react'
import { Line, ReferenceLine, Tooltip, XAxis, YAxis, type MouseHandlerDataParam } from 'recharts'
import { saveBlob } from '@/api/transfer'
import { Button } from '@/components/button'
import { LineChartFrame } from '@/components/chart/line-chart-frame'
import { EmptyState } from '@/components/empty-state'
import { nearestStep, runTimeText } from '@/lib/results-file/output-time'
import { roundTimeTicks } from '@/lib/run-time-ticks'
import { pointColour, type ChartedPoint } from './charted-point'
import { lineKey, pointChartRows } from './point-chart-rows'
import { pointCsv } from './point-csv'
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

function PointLines({ times, points, quantity, cursorIndex, onCursorIndex }: LinesProps) {
  const rows = useMemo(
    () =>
      pointChartRows(
        times,
        points.map((point) => point[quantity]),
      ),
    [times, points, quantity],
  )
  const axis = QUANTITIES.find((choice) => choice.value === quantity)?.axis ?? ''
  const [first, last] = [times[0] ?? 0, times.at(-1) ?? 0]
  const pick = (state: MouseHandlerDataParam) => {
    if (state.activeLabel === undefined) return
    const step = nearestStep(times, Number(state.activeLabel))
    if (step >= 0 && step !== cursorIndex) onCursorIndex(step)
  }
  return (
    <LineChartFrame
      label={`${axis.replace(' (m)', '')} at the picked points`}
      className="point-chart__figure"
      height={280}
      data={rows}
      margin={{ top: 8, right: 24, bottom: 8, left: 16 }}
      onClick={pick}
      onMouseMove={(state, event) => (event.buttons === 1 ? pick(state) : undefined)}
      caption={
        rows.length < times.length
          ? `${times.length.toLocaleString('en')} output times, drawn with ${rows.length.toLocaleString('en')} (peaks kept); the CSV has them all.`
          : undefined
      }
    >
      <XAxis
        dataKey="x"
        type="number"
        domain={[first, last]}
        ticks={roundTimeTicks(first, last)}
        tickFormatter={runTimeText}
        label={{ value: 'Run time (h:mm)', position: 'insideBottom', offset: -4 }}
        height={40}
      />
      <YAxis
        width="auto"
        tickFormatter={metres}
        label={{ value: axis, angle: -90, position: 'left', offset: 4 }}
      />
      <Tooltip
        labelFormatter={(label) => (typeof label === 'number' ? runTimeText(label) : '')}
        formatter={(value) => `${metres(Number(value))} m`}
      />
      <ReferenceLine x={times[cursorIndex]} stroke="#1b262c" strokeWidth={1.5} />
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
    </LineChartFrame>
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
