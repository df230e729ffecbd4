import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { LegendMark } from '../colour-legend'
import type { RunReference } from '../results-map-search'

/** Two runs compared as new − reference, each named by its id. */
export type RunComparison = { latest: number; reference: number }

export function runComparison(
  thisRun: number,
  compared: number,
  reference: RunReference,
): RunComparison {
  return reference === 'this'
    ? { latest: compared, reference: thisRun }
    : { latest: thisRun, reference: compared }
}

const REFERENCE = '(reference)'

/** New − reference of the two runs' maxima, from the worker: one answer for the map and the export. */
export function runDifference(
  thisRun: ResultsFileReader,
  compared: ResultsFileReader,
  reference: RunReference,
) {
  return reference === 'this' ? compared.difference(thisRun) : thisRun.difference(compared)
}

/** As the pointer readout and the legend say it: "run #12 − run #13 (reference)". */
export const differenceWords = ({ latest, reference }: RunComparison) =>
  `run #${latest} − run #${reference} ${REFERENCE}`

export const isDifferenceWords = (quantity: string) => quantity.endsWith(REFERENCE)

export const differenceTitle = (comparison: RunComparison) =>
  `Maximum depth: ${differenceWords(comparison)}, in m`

export function wetDryMarks(
  { latest, reference }: RunComparison,
  counts: { becameWet?: number; becameDry?: number } | null,
): LegendMark[] {
  return [
    {
      label: `Became wet in run #${latest}, dry in run #${reference} (${counts?.becameWet ?? 0} cells)`,
      pattern: 'hatch-up',
    },
    {
      label: `Became dry in run #${latest}, wet in run #${reference} (${counts?.becameDry ?? 0} cells)`,
      pattern: 'hatch-down',
    },
  ]
}

/** "+0.42 m", "−0.10 m": a difference always says its sign. */
export function signedMetres(value: number): string {
  const text = Math.abs(value).toFixed(2)
  if (text === '0.00') return '0.00 m'
  return `${value > 0 ? '+' : '−'}${text} m`
}
