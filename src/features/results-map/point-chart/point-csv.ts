import { toCsv } from '@/lib/csv'
import { runTimeText } from '@/lib/results-file/output-time'
import type { ChartedPoint } from './charted-point'

/** The shortest text that reads back as the same float32, so 0.3 is "0.3", not 0.30000001192…. */
function float32Text(value: number): string | null {
  if (!Number.isFinite(value)) return null
  for (let digits = 1; digits < 9; digits += 1) {
    const short = Number(value.toPrecision(digits))
    if (Math.fround(short) === value) return String(short)
  }
  return String(value)
}

function pointColumns(points: readonly ChartedPoint[]) {
  const seen = new Set<string>()
  return points.map((point) => {
    const name = seen.has(point.label) ? `${point.label} (${point.key})` : point.label
    seen.add(point.label)
    return { point, level: `${name} level (m)`, depth: `${name} depth (m)` }
  })
}

export function pointCsv(times: Float64Array, points: readonly ChartedPoint[]): string {
  const columns = pointColumns(points)
  const names = ['run time (s)', 'run time (h:mm)', ...columns.flatMap((c) => [c.level, c.depth])]
  const rows = Array.from(times, (seconds, step) => {
    const row: Record<string, string | number | null> = {
      'run time (s)': seconds,
      'run time (h:mm)': runTimeText(seconds),
    }
    for (const { point, level, depth } of columns) {
      row[level] = float32Text(point.level[step] ?? Number.NaN)
      row[depth] = float32Text(point.depth[step] ?? Number.NaN)
    }
    return row
  })
  return toCsv(names, rows)
}
