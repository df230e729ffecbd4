import { Legend, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { LineChartFrame } from '@/components/chart/line-chart-frame'
import { formatClockIn, formatMoment, userTimeZone } from '@/lib/local-time'
import { formatQuantity, unitText } from '@/lib/quantity-text'
import { roundTimeTicks } from '@/lib/run-time-ticks'
import { formatRunTime, sharedRows, termKey } from './water-balance-axes'
import { legendOf } from './water-balance-columns'
import type { WaterBalanceTerm } from './water-balance-csv'

const COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#0a7ea4', '#bf3989']

type Props = {
  label: string
  description: string
  terms: WaterBalanceTerm[]
  rows: number
  timeKind: 'seconds' | 'date'
}

function sharedUnit(terms: readonly WaterBalanceTerm[]): string | null {
  const units = new Set(terms.map((term) => term.unit))
  const [only] = units
  return units.size === 1 && only !== undefined && only !== null ? unitText(only) : null
}

/** Seconds since the start as run time; dates (epoch ms) on the user's clock, UTC in the tooltip. */
const timeAxes = {
  seconds: { unit: 1, tick: formatRunTime, title: formatRunTime, label: 'Run time (h:mm)' },
  date: {
    unit: 1000,
    tick: (value: number) => formatClockIn(new Date(value)),
    title: (value: number) => formatMoment(new Date(value)),
    label: `Time (${userTimeZone()})`,
  },
}

// Small type so the tooltip of a dozen terms fits inside the chart, which it may not leave.
const TOOLTIP_TEXT = { fontSize: '0.75rem', lineHeight: 1.3, padding: '0.25rem 0.5rem' }

export default function WaterBalanceChart({ label, description, terms, rows, timeKind }: Props) {
  const xs = terms.flatMap((term) => [term.points[0]?.x ?? 0, term.points.at(-1)?.x ?? 0])
  const time = timeAxes[timeKind]
  const unit = sharedUnit(terms)
  // One table keyed by time: the tooltip finds the hovered time, and every term's value at it.
  const data = sharedRows(terms)
  return (
    <LineChartFrame
      label={label}
      className="water-balance-chart"
      height={360}
      data={data}
      margin={{ top: 8, right: 24, bottom: 8, left: 16 }}
      caption={
        <>
          {description}: {terms.length} {terms.length === 1 ? 'term' : 'terms'} over{' '}
          {rows.toLocaleString('en')} output times; every peak is drawn at its true value.
        </>
      }
    >
      <XAxis
        dataKey="x"
        type="number"
        domain={['dataMin', 'dataMax']}
        ticks={roundTimeTicks(Math.min(...xs), Math.max(...xs), time.unit)}
        tickFormatter={time.tick}
        label={{ value: time.label, position: 'insideBottom', offset: -4 }}
        height={40}
      />
      <YAxis
        width="auto"
        tickFormatter={formatQuantity}
        label={unit ? { value: unit, angle: -90, position: 'left', offset: 4 } : undefined}
      />
      <Tooltip
        labelFormatter={(label) => (typeof label === 'number' ? time.title(label) : '')}
        formatter={(value) => formatQuantity(Number(value))}
        allowEscapeViewBox={{ x: false, y: false }}
        position={{ y: 0 }}
        contentStyle={TOOLTIP_TEXT}
        itemStyle={{ padding: 0 }}
      />
      <Legend />
      {terms.map((term, index) => (
        <Line
          key={term.name}
          dataKey={termKey(index)}
          name={legendOf(term)}
          stroke={COLOURS[index % COLOURS.length]}
          dot={false}
          // A term downsampled apart from the others has no value at some of their times.
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </LineChartFrame>
  )
}
