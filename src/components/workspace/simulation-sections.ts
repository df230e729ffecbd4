import type { ComponentType } from 'react'
import type { SimulationEvents } from '@/api/simulations/events-schema'

/**
 * One section of the simulation workspace (`/simulations/:id/<path>`), declared by the feature
 * that owns it and listed once in `src/app/simulation-sections.ts` (docs/architecture.md).
 */
export type SimulationSection = {
  /** The path below `/simulations/:id`; '' is the workspace's index (the overview). */
  path: string
  label: string
  /** The keys of GET /simulations/{id}/events/ this section configures, for its indicator. */
  overviewKeys: readonly string[]
  /** Loads the section's page as its own chunk. */
  lazy: () => Promise<{ Component: ComponentType }>
}

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

/** How many records of the section's kinds are configured, and how many need attention. */
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
