import type { ChartedPoint } from './charted-point'

/** One run's charted places over its own output times (run seconds). */
export type RunPoints = { id: number; times: Float64Array; points: readonly ChartedPoint[] }

export type ChartedRuns = { times: Float64Array; points: ChartedPoint[] }

function unionOf(a: Float64Array, b: Float64Array): Float64Array {
  return Float64Array.from(new Set([...a, ...b])).sort()
}

/** A run's values at the shared times; NaN at a time the run did not write. */
function spread(values: Float32Array, own: Float64Array, at: Map<number, number>, size: number) {
  const spread = new Float32Array(size).fill(Number.NaN)
  own.forEach((time, step) => {
    const index = at.get(time)
    if (index !== undefined) spread[index] = values[step] ?? Number.NaN
  })
  return spread
}

/** Both runs' lines of each place, named by run, over one time axis (their output times joined). */
export function twoRunPoints(a: RunPoints, b: RunPoints): ChartedRuns {
  const times = unionOf(a.times, b.times)
  const at = new Map(Array.from(times, (time, index) => [time, index]))
  const line = (run: RunPoints, point: ChartedPoint): ChartedPoint => ({
    key: `${run.id}:${point.key}`,
    label: `Run #${run.id}: ${point.label}`,
    level: spread(point.level, run.times, at, times.length),
    depth: spread(point.depth, run.times, at, times.length),
    // A run's line joins its own times across the other run's.
    sparse: run.times.length < times.length,
  })
  const points = a.points.flatMap((point) => {
    const other = b.points.find((candidate) => candidate.key === point.key)
    return other ? [line(a, point), line(b, other)] : [line(a, point)]
  })
  return { times, points }
}

/** The charted place of a line: "12:c5" is run #12's line of cell "c5". */
export const placeOfLine = (key: string) => key.slice(key.indexOf(':') + 1)
