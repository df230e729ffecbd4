import type { ComponentProps, ReactNode } from 'react'
import { CartesianGrid, LineChart, ResponsiveContainer } from 'recharts'

type Props = {
  label: string
  className: string
  height: number
  data: readonly object[]
  margin?: { top: number; right: number; bottom: number; left: number }
  caption?: ReactNode
  children: ReactNode
  onClick?: ChartProps['onClick']
  onMouseMove?: ChartProps['onMouseMove']
}

type ChartProps = ComponentProps<typeof LineChart>

/** Every line chart of the app: a labelled figure, as wide as its box, on a dashed grid. */
export function LineChartFrame({
  label,
  className,
  height,
  data,
  margin = { top: 8, right: 16, bottom: 8, left: 0 },
  caption,
  children,
  onClick,
  onMouseMove,
}: Props) {
  return (
    <figure className={className} aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={[...data]} margin={margin} onClick={onClick} onMouseMove={onMouseMove}>
          <CartesianGrid strokeDasharray="3 3" />
          {children}
        </LineChart>
      </ResponsiveContainer>
      {caption ? <figcaption className="muted">{caption}</figcaption> : null}
    </figure>
  )
}
