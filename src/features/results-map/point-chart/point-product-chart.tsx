import { useMemo } from 'react'
import { Line, ReferenceDot, ReferenceLine } from 'recharts'
import { runTimeText } from '@/lib/results-file/output-time'
import { pointColour } from './charted-point'
import { lineKey, pointChartRows } from './point-chart-rows'
import type { ProductLine, ProductLines } from './point-product-lines'
import { RunTimeChart } from './run-time-chart'

type Props = {
  times: Float64Array
  product: ProductLines
  /** Every charted place, so a cell keeps its colour of the water chart. */
  pointKeys: readonly string[]
  cursorIndex: number
  onCursorIndex: (index: number) => void
}

const amount = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 })

function markText(line: ProductLine, times: Float64Array, unit: string, threshold: number | null) {
  const { mark } = line
  if (!mark) return null
  if (mark.kind === 'arrival') {
    return mark.step === null
      ? `${line.label}: never wet from ${amount(threshold ?? 0)} m`
      : `${line.label}: arrives at ${runTimeText(times[mark.step] ?? 0)}`
  }
  const at = runTimeText(times[mark.step] ?? 0)
  return `${line.label}: maximum ${amount(mark.value)}${unit ? ` ${unit}` : ''} at ${at}`
}

/** A maximum as a dot on its line, an arrival as a dashed line across the chart. */
function markOf({ key, mark }: ProductLine, times: Float64Array, colour: string) {
  if (mark?.kind === 'maximum') {
    const x = times[mark.step]
    return <ReferenceDot key={key} x={x} y={mark.value} r={5} fill={colour} stroke="#fff" />
  }
  if (mark?.kind !== 'arrival' || mark.step === null) return null
  return <ReferenceLine key={key} x={times[mark.step]} stroke={colour} strokeDasharray="6 3" />
}

/** The shown product of each charted cell over the run: the map's view, cell by cell. */
export function PointProductChart({ product, pointKeys, ...time }: Props) {
  const { times } = time
  const { quantity, unit, threshold, lines } = product
  const rows = useMemo(
    () =>
      pointChartRows(
        times,
        lines.map((line) => line.values),
      ),
    [times, lines],
  )
  const colourOf = (line: ProductLine) => pointColour(pointKeys.indexOf(line.key))
  const axis = unit ? `${quantity} (${unit})` : quantity
  const marks = lines.map((line) => markText(line, times, unit, threshold)).filter(Boolean)
  return (
    <RunTimeChart
      {...time}
      label={`${quantity} at the picked cells`}
      height={220}
      rows={rows}
      axis={axis}
      format={amount}
      unit={unit}
      caption={marks.length > 0 ? marks.join('; ') : undefined}
    >
      {threshold === null ? null : (
        <ReferenceLine
          y={threshold}
          stroke="#555"
          strokeDasharray="4 3"
          ifOverflow="extendDomain"
          label={{ value: `wet from ${amount(threshold)} m`, position: 'insideTopRight' }}
        />
      )}
      {lines.map((line, index) => (
        <Line
          key={line.key}
          dataKey={lineKey(index)}
          name={line.label}
          stroke={colourOf(line)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
      {lines.map((line) => markOf(line, times, colourOf(line)))}
    </RunTimeChart>
  )
}
