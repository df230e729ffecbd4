import { drawnDifference } from '@/lib/results-file/run-difference'
import type { Cost, Costed } from '@/lib/results-file/session'
import type { MaximumSource } from './results-map-reads'

/** What the map draws of a comparison, and what its export writes (record 0052). */
export type RunDifference = {
  values: Float32Array
  marks: Uint8Array
  noValues: number
  becameWet: number
  becameDry: number
  source: MaximumSource
}

export type KeptMaximum = Costed<Float32Array> & { source: MaximumSource }

const bothCosts = (a: Cost, b: Cost): Cost => ({
  requests: a.requests + b.requests,
  bytes: a.bytes + b.bytes,
  ms: a.ms + b.ms,
})

/** New − reference of two runs' 2D maximum depths, computed here in the worker, not on the page. */
export function runDifference(reference: KeptMaximum, newer: KeptMaximum): Costed<RunDifference> {
  const { difference, ...drawn } = drawnDifference(reference.value, newer.value)
  const source = reference.source === newer.source ? newer.source : 'output-times'
  return {
    value: { values: difference, ...drawn, source },
    cost: bothCosts(reference.cost, newer.cost),
  }
}
