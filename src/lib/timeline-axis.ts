import { formatDuration } from './duration'

export type AxisSpan = { start: number; end: number }

/** Where a span sits on a run's axis, as fractions 0..1 of the run; `note` when it is cut or left out. */
export type AxisPlace = { drawn: boolean; from: number; to: number; note: string | null }

const fraction = (seconds: number, duration: number) => Math.min(1, Math.max(0, seconds / duration))

export function placeOnAxis(span: AxisSpan, duration: number): AxisPlace {
  const runEnd = formatDuration(duration)
  if (duration <= 0 || span.start > duration) {
    return {
      drawn: false,
      from: 1,
      to: 1,
      note: `Starts at ${formatDuration(span.start)}, after the run's end at ${runEnd}: it does not act.`,
    }
  }
  const from = fraction(span.start, duration)
  const to = fraction(span.end, duration)
  const note =
    span.end > duration
      ? `Runs until ${formatDuration(span.end)}, past the run's end at ${runEnd}: drawn cut at the end.`
      : null
  return { drawn: true, from, to, note }
}

/** Step bars cut to the run, those wholly after it left out. */
export function stepsOnAxis(
  steps: readonly (readonly [number, number])[],
  duration: number,
): { from: number; to: number }[] {
  return steps
    .filter(([start]) => start < duration)
    .map(([start, end]) => ({ from: fraction(start, duration), to: fraction(end, duration) }))
}
