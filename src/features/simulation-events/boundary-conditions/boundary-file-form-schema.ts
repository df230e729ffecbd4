import { z } from 'zod'
import {
  checkBoundaryCoverage,
  type BoundaryRef,
  type CoverageReport,
} from '@/api/simulations/boundary-conditions-coverage'
import {
  boundaryFileTypes,
  type BoundarySeries,
} from '@/api/simulations/boundary-conditions-schema'
import { parseRows, rowsText, type ParsedRows } from './parse-rows'

/** The editor's values: the rows as typed (kept in the draft), one entry per boundary. */
export const boundaryFileFormSchema = z.object({
  filename: z.string().max(255, 'A file name has at most 255 characters.'),
  unit: z.enum(['s', 'min', 'h']),
  series: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(boundaryFileTypes),
      rows: z.string(),
      interpolate: z.boolean(),
    }),
  ),
})
export type BoundaryFileFormValues = z.infer<typeof boundaryFileFormSchema>
export type SeriesEntry = BoundaryFileFormValues['series'][number]

export const sameBoundary = (a: BoundaryRef, b: BoundaryRef) => a.id === b.id && a.type === b.type

export function defaultBoundaryFileValues(
  simulationId: number,
  boundaries: readonly BoundaryRef[],
): BoundaryFileFormValues {
  return {
    filename: `boundary_conditions_simulation_${simulationId}.json`,
    unit: 's',
    series: boundaries.map(({ id, type }) => ({ id, type, rows: '', interpolate: true })),
  }
}

/** An entry for an id the model lacks (from an imported file) stays, to be seen and removed. */
export function alignSeries(
  entries: readonly SeriesEntry[],
  boundaries: readonly BoundaryRef[],
): SeriesEntry[] {
  const known = boundaries.map(
    (boundary) =>
      entries.find((entry) => sameBoundary(entry, boundary)) ?? {
        ...boundary,
        rows: '',
        interpolate: true,
      },
  )
  const unknown = entries.filter((entry) => !boundaries.some((b) => sameBoundary(entry, b)))
  return [...known, ...unknown]
}

export type EditorCheck = {
  parsed: ParsedRows[]
  coverage: CoverageReport
  content: BoundarySeries[]
  /** True when the file may be uploaded: no refused row, no broken rule. */
  ready: boolean
}

export function checkEditor(
  values: BoundaryFileFormValues,
  boundaries: readonly BoundaryRef[],
  durationSeconds: number,
): EditorCheck {
  const parsed = values.series.map((entry) => parseRows(entry.rows, values.unit))
  const content = values.series.map((entry, index) => ({
    id: entry.id,
    type: entry.type,
    interpolate: entry.interpolate,
    values: parsed[index]?.values ?? [],
  }))
  const coverage = checkBoundaryCoverage(content, boundaries, durationSeconds)
  const ready = coverage.problems.length === 0 && parsed.every((each) => each.problems.length === 0)
  return { parsed, coverage, content, ready }
}

export function entriesOfContent(content: readonly BoundarySeries[]): SeriesEntry[] {
  return content.map((series) => ({
    id: series.id,
    type: series.type,
    interpolate: series.interpolate,
    rows: rowsText(series.values),
  }))
}
