import { nearestStep } from '@/lib/results-file/output-time'
import { CHART_POINTS, downsampleSeries } from '@/lib/downsample-series'

export const DOWNSAMPLE_FROM = 2000

export type PointChartRow = { x: number } & Record<string, number | null>

export const lineKey = (index: number) => `point${index}`

function finiteRuns(values: Float32Array): [number, number][] {
  const runs: [number, number][] = []
  let start = -1
  for (let step = 0; step <= values.length; step += 1) {
    const finite = step < values.length && Number.isFinite(values[step])
    if (finite && start < 0) start = step
    if (!finite && start >= 0) {
      runs.push([start, step - 1])
      start = -1
    }
  }
  return runs
}

/** Past DOWNSAMPLE_FROM, each line's downsampled steps (peaks kept) and the edges of its gaps. */
export function drawnSteps(times: Float64Array, lines: readonly Float32Array[]): number[] {
  if (times.length <= DOWNSAMPLE_FROM) return Array.from(times, (_, step) => step)
  const kept = new Set([0, times.length - 1])
  for (const values of lines) {
    for (const [first, last] of finiteRuns(values)) {
      const points = []
      for (let step = first; step <= last; step += 1) {
        points.push({ x: times[step] ?? 0, y: values[step] ?? 0 })
      }
      const target = Math.max(3, Math.ceil((CHART_POINTS * points.length) / times.length))
      for (const point of downsampleSeries(points, target)) kept.add(nearestStep(times, point.x))
      for (const step of [first - 1, first, last, last + 1]) {
        if (step >= 0 && step < times.length) kept.add(step)
      }
    }
  }
  return [...kept].sort((a, b) => a - b)
}

export function pointChartRows(
  times: Float64Array,
  lines: readonly Float32Array[],
): PointChartRow[] {
  return drawnSteps(times, lines).map((step) => {
    const row: PointChartRow = { x: times[step] ?? 0 }
    for (const [index, values] of lines.entries()) {
      const value = values[step] ?? Number.NaN
      row[lineKey(index)] = Number.isFinite(value) ? value : null
    }
    return row
  })
}
