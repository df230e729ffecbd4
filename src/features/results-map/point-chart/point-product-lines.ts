import type { CellProductSeries } from '@/lib/flood-products/cell-series'
import { NO_VELOCITIES } from '../product-values'
import type { ProductView } from '../results-map-search'

export type ProductMark =
  { kind: 'maximum'; step: number; value: number } | { kind: 'arrival'; step: number | null }

export type ProductLine = {
  key: string
  label: string
  values: Float32Array
  mark: ProductMark | null
}

export type ProductLines = {
  quantity: string
  unit: string
  /** The wet depth drawn across the depth lines of arrival and hours wet. */
  threshold: number | null
  lines: ProductLine[]
  absent: string | null
}

const QUANTITIES: Record<ProductView, { quantity: string; unit: string }> = {
  velocity: { quantity: 'Flow velocity', unit: 'm/s' },
  hazard: { quantity: 'Hazard rating', unit: '' },
  rise: { quantity: 'Rate of rise', unit: 'm/h' },
  arrival: { quantity: 'Water depth', unit: 'm' },
  'wet-hours': { quantity: 'Water depth', unit: 'm' },
}

/** The step of the largest value (its first), as the product's maximum over the run. */
export function largestStep(values: Float32Array): number | null {
  let best: number | null = null
  values.forEach((value, step) => {
    if (value === value && (best === null || value > (values[best] as number))) best = step
  })
  return best
}

function lineOf(view: ProductView, series: CellProductSeries): Float32Array | null {
  if (view === 'velocity') return series.speed
  if (view === 'hazard') return series.hazard
  if (view === 'rise') return series.rise
  return series.depth
}

function markOf(
  view: ProductView,
  series: CellProductSeries,
  values: Float32Array,
): ProductMark | null {
  if (view === 'arrival') return { kind: 'arrival', step: series.arrivalIndex }
  if (view === 'wet-hours') return null
  const step = largestStep(values)
  const value = step === null ? Number.NaN : (values[step] as number)
  // As the rate-of-rise product: a cell that never rose has no steepest rise to mark.
  if (step === null || (view === 'rise' && !(value > 0))) return null
  return { kind: 'maximum', step, value }
}

/** Each charted cell's line of the shown product, with its maximum or arrival marked. */
export function productLines(
  view: ProductView,
  charted: readonly { key: string; label: string; series: CellProductSeries }[],
): ProductLines {
  const lines: ProductLine[] = []
  let absent: string | null = null
  for (const { key, label, series } of charted) {
    const values = lineOf(view, series)
    if (!values) absent = NO_VELOCITIES
    else lines.push({ key, label, values, mark: markOf(view, series, values) })
  }
  const threshold =
    view === 'arrival' || view === 'wet-hours' ? (charted[0]?.series.wetDepthM ?? null) : null
  return { ...QUANTITIES[view], threshold, lines, absent }
}
