import { NEVER_WET, type FloodProducts } from '@/lib/flood-products/flood-products'
import { NO_VALUE } from '@/lib/results-file/colour-classes'
import { drawable, noValueCount } from '@/lib/results-file/map-values'
import { NEVER_WET_DRAWN } from './product-classes'
import type { ProductView } from './results-map-search'
import type { DrawnValues } from './drawn-values'

export const NO_VELOCITIES = 'This results file holds no flow velocities'

const NEVER_WET_MARK = 1

function arrivalValues(hours: Float32Array): DrawnValues {
  const values = drawable(hours)
  const marks = new Uint8Array(values.length)
  for (let cell = 0; cell < values.length; cell += 1) {
    if (values[cell] !== NEVER_WET) continue
    values[cell] = NEVER_WET_DRAWN
    marks[cell] = NEVER_WET_MARK
  }
  return { values, marks, noValues: noValueCount(values) }
}

/** One product as the map draws it; a product the file cannot give is said, not drawn. */
export function productValues(products: FloodProducts, view: ProductView): DrawnValues {
  if (view === 'arrival') return arrivalValues(products.arrivalHours)
  if (view === 'rise' || view === 'wet-hours') {
    const values = drawable(view === 'rise' ? products.riseMetresPerHour : products.hoursWet)
    return { values, marks: null, noValues: noValueCount(values) }
  }
  const values = view === 'velocity' ? products.maximumVelocity : products.hazard
  if (!values) {
    const none = new Float32Array(products.maximumDepth.length).fill(NO_VALUE)
    return { values: none, marks: null, noValues: none.length, absent: NO_VELOCITIES }
  }
  const drawn = drawable(values)
  return { values: drawn, marks: null, noValues: noValueCount(drawn) }
}
