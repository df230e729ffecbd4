import { NEVER_WET, type FloodProducts } from './flood-products'

/** The products a worst case is taken of: the highest per cell, or the earliest arrival. */
export const WORST_CASE_PRODUCTS = ['maximum', 'velocity', 'hazard', 'arrival'] as const
export type WorstCaseProduct = (typeof WORST_CASE_PRODUCTS)[number]

/** No run gave a value to this cell (no value in any run, or never wet for arrival). */
export const NO_RUN = -1

/** Per cell the worst value so far and the index (in the ordered run list) of the run that gave it. */
export type WorstCase = { values: Float32Array; runs: Int32Array }

export function emptyWorstCase(product: WorstCaseProduct, cells: number): WorstCase {
  return {
    values: new Float32Array(cells).fill(product === 'arrival' ? NEVER_WET : Number.NaN),
    runs: new Int32Array(cells).fill(NO_RUN),
  }
}

/** One run's values of the product; null where its file cannot give it (no velocities). */
export function productOfRun(
  products: FloodProducts,
  product: WorstCaseProduct,
): Float32Array | null {
  if (product === 'velocity') return products.maximumVelocity
  if (product === 'hazard') return products.hazard
  if (product === 'arrival') return products.arrivalHours
  return products.maximumDepth
}

/** Takes one run into the worst case in place; a tie keeps the earlier run, no value never wins. */
export function combineRun(
  worst: WorstCase,
  product: WorstCaseProduct,
  run: Float32Array,
  runIndex: number,
): WorstCase {
  const { values, runs } = worst
  if (run.length !== values.length) {
    throw new Error(`The run has ${run.length} values for ${values.length} cells.`)
  }
  const earliest = product === 'arrival'
  for (let cell = 0; cell < values.length; cell += 1) {
    const value = run[cell] as number
    if (value !== value) continue
    const kept = values[cell] as number
    const worse = earliest ? value < kept : !(value <= kept)
    if (!worse) continue
    values[cell] = value
    runs[cell] = runIndex
  }
  return worst
}
