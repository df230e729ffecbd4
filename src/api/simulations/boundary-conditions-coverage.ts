import type { BoundaryFileType, BoundarySeries } from './boundary-conditions-schema'

export type BoundaryRef = { id: number; type: BoundaryFileType }

export type CoverageProblem = { boundary: BoundaryRef | null; message: string }

export type CoverageReport = {
  problems: CoverageProblem[]
  /** Series that end before the run does (allowed: said, not refused). */
  shortOfRun: CoverageProblem[]
}

export const boundaryLabel = (boundary: BoundaryRef) => `${boundary.type} boundary ${boundary.id}`
const keyOf = (boundary: BoundaryRef) => `${boundary.type}:${boundary.id}`

/** One coverage check, used by the editor before upload and by the mock after it (api.md, decisions.md). */
export function checkBoundaryCoverage(
  series: readonly BoundarySeries[],
  boundaries: readonly BoundaryRef[],
  durationSeconds: number | null,
): CoverageReport {
  const problems: CoverageProblem[] = []
  const shortOfRun: CoverageProblem[] = []
  const known = new Set(boundaries.map(keyOf))
  const seen = new Set<string>()
  for (const each of series) {
    const boundary: BoundaryRef = { id: each.id, type: each.type }
    const key = keyOf(boundary)
    const label = boundaryLabel(boundary)
    if (!known.has(key)) {
      problems.push({ boundary, message: `${label} is not a boundary of the model.` })
      continue
    }
    if (seen.has(key)) {
      problems.push({ boundary, message: `${label} has more than one timeseries.` })
      continue
    }
    seen.add(key)
    const timeProblem = timesProblem(each.values)
    if (timeProblem) {
      problems.push({ boundary, message: `${label}: ${timeProblem}` })
      continue
    }
    const last = each.values.at(-1)?.[0] ?? 0
    if (durationSeconds !== null && last < durationSeconds) {
      shortOfRun.push({
        boundary,
        message: `${label} ends at ${last} s, before the run's end (${durationSeconds} s): its last value holds.`,
      })
    }
  }
  for (const boundary of boundaries) {
    if (!seen.has(keyOf(boundary))) {
      problems.push({ boundary, message: `${boundaryLabel(boundary)} has no timeseries.` })
    }
  }
  return { problems, shortOfRun }
}

function timesProblem(values: BoundarySeries['values']): string | null {
  if (values.length === 0) return 'the timeseries has no values.'
  if (values.some(([time, value]) => !Number.isFinite(time) || !Number.isFinite(value))) {
    return 'every time and value must be a finite number.'
  }
  const times = values.map(([time]) => time)
  if (times[0] !== 0) return `times start at 0 s, not at ${times[0]} s.`
  for (let index = 1; index < times.length; index += 1) {
    const [before, time] = [times[index - 1] ?? 0, times[index] ?? 0]
    if (time <= before)
      return `times must ascend: ${time} s follows ${before} s (row ${index + 1}).`
  }
  return null
}
