import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

type Props = {
  /** One bar per control: its name, start and end in seconds from the start of the run. */
  controls: readonly { name: string; start: number; end: number }[]
  runSeconds: number
}

export default function TimedTimelineChart({ controls, runSeconds }: Props) {
  const data = controls.map((control) => ({
    name: control.name,
    before: control.start / 3600,
    applies: (Math.min(control.end, runSeconds) - control.start) / 3600,
  }))
  return (
    <figure className="timed-timeline" aria-label="Timeline of the timed structure controls">
      <ResponsiveContainer width="100%" height={48 + 32 * data.length}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, runSeconds / 3600]} unit=" h" />
          <YAxis type="category" dataKey="name" width={160} />
          <Tooltip />
          <Bar dataKey="before" stackId="time" fill="transparent" isAnimationActive={false} />
          <Bar
            dataKey="applies"
            name="Applies (h)"
            stackId="time"
            fill="var(--color-primary)"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="muted">Hours from the start of the run.</figcaption>
    </figure>
  )
}
