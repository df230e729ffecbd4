import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

type Props = {
  values: readonly (readonly [number, number])[]
  interpolate: boolean
  label: string
}

/** One boundary's series: a line when interpolated, steps when each value holds until the next. */
export default function SeriesChart({ values, interpolate, label }: Props) {
  const data = values.map(([time, value]) => ({ time, value }))
  return (
    <figure className="boundary-chart" aria-label={`Chart of ${label}`}>
      <ResponsiveContainer width="100%" height={160}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="time" type="number" unit=" s" domain={['dataMin', 'dataMax']} />
          <YAxis dataKey="value" width={48} />
          <Tooltip />
          <Line
            dataKey="value"
            type={interpolate ? 'linear' : 'stepAfter'}
            dot={values.length < 40}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  )
}
