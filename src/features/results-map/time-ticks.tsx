const WIDTH = 1000

function positions(times: Float64Array): number[] {
  const first = times[0] ?? 0
  const span = (times.at(-1) ?? first) - first
  return Array.from(times, (time) => (span > 0 ? ((time - first) / span) * WIDTH : 0))
}

/** A tick per output time, placed by time: uneven steps show as uneven gaps. */
export function TimeTicks({ times, index }: { times: Float64Array; index: number }) {
  const xs = positions(times)
  const ticks = xs.map((x) => `M${x.toFixed(1)} 0V6`).join('')
  const current = xs[index]
  return (
    <svg
      className="time-control__ticks"
      viewBox={`-4 0 ${WIDTH + 8} 12`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="time-ticks"
    >
      <path d={ticks} stroke="currentColor" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      {current === undefined ? null : (
        <rect
          className="time-control__now"
          x={current - 2}
          y={0}
          width={4}
          height={12}
          data-x={current.toFixed(1)}
        />
      )}
    </svg>
  )
}
