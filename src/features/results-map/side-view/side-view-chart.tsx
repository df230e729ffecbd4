import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type MouseHandlerDataParam,
} from 'recharts'
import type { SideViewRow } from '@/lib/side-view/side-view-rows'

type Props = {
  rows: readonly SideViewRow[]
  comparedName: string | null
  timeText: string
  /** The distance along the line under the chart's cursor. */
  onMarked: (distance: number | null) => void
}

const metres = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 })

/** Each cell drawn from where the line enters it to where it leaves, so a gap after it keeps it. */
function cellSteps(rows: readonly SideViewRow[]): SideViewRow[] {
  return rows
    .slice(0, -1)
    .flatMap((row, index) => [row, { ...row, distance: rows[index + 1]?.distance ?? row.distance }])
}

/** A cell has one bottom and one level: flat steps; a dry cell leaves a gap in the water. */
export function SideViewChart({ rows, comparedName, timeText, onMarked }: Props) {
  const mark = (state: MouseHandlerDataParam) =>
    onMarked(state.activeLabel === undefined ? null : Number(state.activeLabel))
  const length = rows.at(-1)?.distance ?? 0
  return (
    <figure
      className="side-view__figure"
      aria-label={`Bottom and water level along the line at ${timeText}`}
    >
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart
          data={cellSteps(rows)}
          margin={{ top: 8, right: 24, bottom: 8, left: 16 }}
          onMouseMove={mark}
          onMouseLeave={() => onMarked(null)}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="distance"
            type="number"
            domain={[0, length]}
            tickFormatter={metres}
            label={{ value: 'Distance along the line (m)', position: 'insideBottom', offset: -4 }}
            height={40}
          />
          <YAxis
            width="auto"
            domain={['auto', 'auto']}
            tickFormatter={metres}
            label={{ value: 'Level (m)', angle: -90, position: 'left', offset: 4 }}
          />
          <Tooltip
            labelFormatter={(label) => `${metres(Number(label))} m along the line`}
            formatter={(value) => `${metres(Number(value))} m`}
          />
          <Area
            dataKey="bottom"
            name="Bottom level"
            type="linear"
            stroke="#7a5c3a"
            fill="#c9b08a"
            baseValue="dataMin"
            isAnimationActive={false}
          />
          <Line
            dataKey="level"
            name="Water level"
            type="linear"
            stroke="#1f6fb2"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          {comparedName ? (
            <Line
              dataKey="compared"
              name={`Water level, ${comparedName}`}
              type="linear"
              stroke="#d9822b"
              strokeDasharray="5 3"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ) : null}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}
