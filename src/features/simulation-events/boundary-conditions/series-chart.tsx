import { Line, Tooltip, XAxis, YAxis } from 'recharts'
import { LineChartFrame } from '@/components/chart/line-chart-frame'

type Props = {
  values: readonly (readonly [number, number])[]
  unit: string
  interpolate: boolean
  label: string
}

/** One boundary's series: a line when interpolated, steps when each value holds until the next. */
export default function SeriesChart({ values, unit, interpolate, label }: Props) {
  const data = values.map(([time, value]) => ({ time, value }))
  return (
    <LineChartFrame label={`Chart of ${label}`} className="boundary-chart" height={160} data={data}>
      <XAxis dataKey="time" type="number" unit={` ${unit}`} domain={['dataMin', 'dataMax']} />
      <YAxis dataKey="value" width={48} />
      <Tooltip />
      <Line
        dataKey="value"
        type={interpolate ? 'linear' : 'stepAfter'}
        dot={values.length < 40}
        isAnimationActive={false}
      />
    </LineChartFrame>
  )
}
