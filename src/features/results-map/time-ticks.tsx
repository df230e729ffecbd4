/** Width of the ticks' drawing in its own units; the SVG stretches it to the slider's width. */
const WIDTH = 1000

/** Where each output time lies along the run, 0 to WIDTH; all at 0 when the run has no length. */
function positions(times: Float64Array): number[] {
  const first = times[0] ?? 0
  const span = (times.at(-1) ?? first) - first
  return Array.from(times, (time) => (span > 0 ? ((time - first) / span) * WIDTH : 0))
}

/**
 * A strip under the time slider with a tick at each output time, placed by time (so uneven output
 * steps show as uneven gaps), and a marker at the shown step. The slider itself moves by step.
 */
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
