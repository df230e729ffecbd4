import type { SimulationEvents } from '@/api/simulations/events-schema'

export type SectionIndicator = { configured: number; needsAttention: number }

/** File states that are not yet, or no longer, usable (decisions.md "Reading back and removing"). */
const unsettledFileStates = new Set(['created', 'uploaded', 'error', 'removed'])
/** Structure controls are checked after creation: `processing`, then `valid` or `invalid`. */
const unsettledStates = new Set(['processing', 'invalid', 'error'])

function stringField(record: Record<string, unknown>, key: string): string | null {
  const value = record[key]
  return typeof value === 'string' ? value : null
}

/** A record still processing or refused: the section must say so before the run starts. */
export function needsAttention(record: Record<string, unknown>): boolean {
  const state = stringField(record, 'state')
  if (state !== null && unsettledStates.has(state)) return true
  const file = record.file
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return false
  const fileState = stringField(Object.fromEntries(Object.entries(file)), 'state')
  return fileState !== null && unsettledFileStates.has(fileState)
}

function recordsOf(entry: SimulationEvents[string] | undefined): Record<string, unknown>[] {
  if (entry === null || entry === undefined) return []
  return Array.isArray(entry) ? entry : [entry]
}

export function sectionIndicator(
  keys: readonly string[],
  events: SimulationEvents,
): SectionIndicator {
  // Object.hasOwn: a key like `constructor` must not reach the prototype of the parsed object.
  const records = keys.flatMap((key) => (Object.hasOwn(events, key) ? recordsOf(events[key]) : []))
  return {
    configured: records.length,
    needsAttention: records.filter(needsAttention).length,
  }
}
