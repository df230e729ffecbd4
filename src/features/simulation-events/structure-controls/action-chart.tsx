import { Legend, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { LineChartFrame } from '@/components/chart/line-chart-frame'

type Props = {
  /** Rows read from the table: `[threshold, action]` or `[threshold, left, right]`. */
  rows: readonly (readonly number[])[]
  /** `>`/`>=`: a value holds from its threshold upwards; `<`/`<=`: from its threshold down. */
  ascending: boolean
  twoActions: boolean
  label: string
}

/** With > a row's value holds up to the next threshold (steps after); with < down to the next (steps before). */
export default function ActionChart({ rows, ascending, twoActions, label }: Props) {
  const data = [...rows]
    .sort((left, right) => (left[0] ?? 0) - (right[0] ?? 0))
    .map(([threshold, action, right]) => ({ threshold, action, right }))
  const step = ascending ? 'stepAfter' : 'stepBefore'
  return (
    <LineChartFrame
      label={`Chart of ${label}`}
      className="action-chart"
      height={180}
      data={data}
      caption="Measured value (x) against the action value that applies (y)."
    >
      <XAxis dataKey="threshold" type="number" domain={['dataMin', 'dataMax']} />
      <YAxis width={48} />
      <Tooltip />
      <Legend />
      <Line
        dataKey="action"
        name={twoActions ? 'Action, left' : 'Action value'}
        type={step}
        isAnimationActive={false}
      />
      {twoActions ? (
        <Line
          dataKey="right"
          name="Action, right"
          type={step}
          strokeDasharray="4 2"
          isAnimationActive={false}
        />
      ) : null}
    </LineChartFrame>
  )
}
