import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { WaterBalanceTerm } from './water-balance-csv'

const COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#0a7ea4', '#bf3989']

type Props = {
  terms: WaterBalanceTerm[]
  rows: number
  timeName: string
  timeKind: 'seconds' | 'date'
}

/** Seconds as hours, or minutes for runs under two hours; dates as their UTC time of day. */
function tickOf(kind: Props['timeKind'], span: number) {
  if (kind === 'date') return (value: number) => new Date(value).toISOString().slice(11, 16)
  if (span < 2 * 3600) return (value: number) => `${Math.round(value / 60)} min`
  return (value: number) => `${Number((value / 3600).toFixed(1))} h`
}

/** The water balance terms over time, each downsampled to about one point per pixel. */
export default function WaterBalanceChart({ terms, rows, timeName, timeKind }: Props) {
  const drawn = Math.max(...terms.map((term) => term.points.length))
  const xs = terms.flatMap((term) => [term.points[0]?.x ?? 0, term.points.at(-1)?.x ?? 0])
  const span = Math.max(...xs) - Math.min(...xs)
  return (
    <figure className="water-balance-chart" aria-label="Water balance chart">
      <ResponsiveContainer width="100%" height={320}>
        <LineChart margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="x"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={tickOf(timeKind, span)}
            allowDuplicatedCategory={false}
          />
          <YAxis width={64} />
          <Tooltip />
          <Legend />
          {terms.map((term, index) => (
            <Line
              key={term.name}
              data={term.points}
              dataKey="y"
              name={term.name}
              stroke={COLOURS[index % COLOURS.length]}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
      <figcaption className="muted">
        {terms.length} terms over {timeName}: {rows.toLocaleString('en')} rows, drawn with at most{' '}
        {drawn.toLocaleString('en')} points per term (largest-triangle downsampling keeps the
        peaks).
      </figcaption>
    </figure>
  )
}
