import type { ReactNode } from 'react'
import { ReferenceLine, Tooltip, XAxis, YAxis, type MouseHandlerDataParam } from 'recharts'
import { LineChartFrame } from '@/components/chart/line-chart-frame'
import { nearestStep, runTimeText } from '@/lib/results-file/output-time'
import { roundTimeTicks } from '@/lib/run-time-ticks'

type Props = {
  label: string
  height: number
  times: Float64Array
  rows: readonly object[]
  /** The value axis's title, with its unit. */
  axis: string
  format: (value: number) => string
  unit: string
  cursorIndex: number
  onCursorIndex: (index: number) => void
  /** Dragging with the button down moves the map's time too. */
  dragPicks?: boolean
  caption?: ReactNode
  children: ReactNode
}

/** A picked place's values over the run: run time across, the map's time as a line to click. */
export function RunTimeChart({ times, cursorIndex, onCursorIndex, format, unit, ...props }: Props) {
  const [first, last] = [times[0] ?? 0, times.at(-1) ?? 0]
  const pick = (state: MouseHandlerDataParam) => {
    if (state.activeLabel === undefined) return
    const step = nearestStep(times, Number(state.activeLabel))
    if (step >= 0 && step !== cursorIndex) onCursorIndex(step)
  }
  return (
    <LineChartFrame
      label={props.label}
      className="point-chart__figure"
      height={props.height}
      data={props.rows}
      margin={{ top: 8, right: 24, bottom: 8, left: 16 }}
      onClick={pick}
      onMouseMove={
        props.dragPicks
          ? (state, event) => (event.buttons === 1 ? pick(state) : undefined)
          : undefined
      }
      caption={props.caption}
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
        tickFormatter={format}
        label={{ value: props.axis, angle: -90, position: 'left', offset: 4 }}
      />
      <Tooltip
        labelFormatter={(label) => (typeof label === 'number' ? runTimeText(label) : '')}
        formatter={(value) => `${format(Number(value))}${unit ? ` ${unit}` : ''}`}
      />
      <ReferenceLine x={times[cursorIndex]} stroke="#1b262c" strokeWidth={1.5} />
      {props.children}
    </LineChartFrame>
  )
}
