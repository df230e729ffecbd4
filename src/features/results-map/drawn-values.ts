import type { MaximumSource } from '@/engine/results-file/results-map-reads'

export type DrawnValues = {
  values: Float32Array
  marks: Uint8Array | null
  /** NO_VALUE places: not drawn, and not dry either. */
  noValues: number
  source?: MaximumSource
  becameWet?: number
  becameDry?: number
  /** Why the view cannot be drawn from this file at all (e.g. no velocities written). */
  absent?: string
}

export type ProductProgress = { done: number; total: number }
