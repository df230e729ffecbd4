import type { FloodProducts } from '@/lib/flood-products/flood-products'
import type { WorstCaseProduct } from '@/lib/flood-products/worst-case'
import { drawable, noValueCount } from '@/lib/results-file/map-values'
import type { DrawnValues } from '../drawn-values'
import { productValues } from '../product-values'

/** The worst case as the map draws the product's own view (never-wet arrival grey, hatched). */
export function worstCaseDrawn(product: WorstCaseProduct, values: Float32Array): DrawnValues {
  if (product === 'maximum') {
    const drawn = drawable(values)
    return { values: drawn, marks: null, noValues: noValueCount(drawn) }
  }
  // The same values in every slot: productValues takes the view's own.
  const asProducts: FloodProducts = {
    wetDepthM: 0,
    outputTimes: 0,
    maximumDepth: values,
    maximumVelocity: values,
    arrivalHours: values,
    riseMetresPerHour: values,
    hazard: values,
    hoursWet: values,
  }
  return productValues(asProducts, product)
}
