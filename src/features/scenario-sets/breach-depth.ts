import { isWetDepth } from '@/lib/results-file/colour-classes'

export type BreachDepth =
  | { kind: 'depth'; metres: number }
  | { kind: 'no-breach' }
  | { kind: 'unread'; reason: string }
  /** The results file is still being made (its record's file `created`): read again soon. */
  | { kind: 'making'; since: number }

/** As the table holds it: undefined while it is read, an Error where the read failed. */
export type BreachDepthReading = BreachDepth | Error | undefined

/** The cell's text: the metres with two decimals, "dry" under 0.02 m (as the map draws it). */
export function breachDepthText(reading: BreachDepthReading): string {
  if (reading === undefined) return 'reading…'
  if (!(reading instanceof Error) && reading.kind === 'making') return 'file being made…'
  if (reading instanceof Error || reading.kind === 'unread') return 'not read'
  if (reading.kind === 'no-breach') return '–'
  return isWetDepth(reading.metres) ? reading.metres.toFixed(2) : 'dry'
}

/** What the table sorts by and the export writes: metres to the millimetre; null where none. */
export function breachDepthValue(reading: BreachDepthReading): number | null {
  if (reading === undefined || reading instanceof Error || reading.kind !== 'depth') return null
  // + 0: a depth of −0 is written as 0.
  return Math.round(reading.metres * 1000) / 1000 + 0
}

/** Why the depth was not read, or null where it was (or is still being read). */
export function breachDepthFailure(reading: BreachDepthReading): string | null {
  if (reading instanceof Error) return reading.message
  return reading?.kind === 'unread' ? reading.reason : null
}
