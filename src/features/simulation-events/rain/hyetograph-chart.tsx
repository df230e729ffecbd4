import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { RainSeries } from '@/lib/rain/rain-series'

/** One bar per interval at its start time (minutes into the run), its height in mm/h. */
export default function HyetographChart({ series }: { series: RainSeries }) {
  const data = series.mmPerHour.map((rate, index) => ({
    minute: Math.round(((series.offsetSeconds + index * series.intervalSeconds) / 60) * 100) / 100,
    rate: Math.round(rate * 100) / 100,
  }))
  return (
    <ResponsiveContainer width="100%" height={180}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="minute" unit=" min" />
        <YAxis dataKey="rate" unit=" mm/h" width={72} />
        <Tooltip />
        <Bar
          dataKey="rate"
          name="Rain (mm/h)"
          fill="var(--color-primary)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}
