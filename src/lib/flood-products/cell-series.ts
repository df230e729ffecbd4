import { hazardRating } from './flood-products'

/** One 2D cell's flood quantities at each output time, by the definitions of record 0054. */
export type CellProductSeries = {
  wetDepthM: number
  /** m */
  depth: Float32Array
  /** m/s; null when the file has no cell-centre velocities. */
  speed: Float32Array | null
  /** HR while wet, NaN while dry; null without velocities. */
  hazard: Float32Array | null
  /** m/h from the output time before; NaN at the first. */
  rise: Float32Array
  /** The first output time at or above the wet depth; null if never. */
  arrivalIndex: number | null
}

const SECONDS_PER_HOUR = 3600

export function cellProductSeries(
  seconds: ArrayLike<number>,
  depth: Float32Array,
  speed: Float32Array | null,
  wetDepthM: number,
): CellProductSeries {
  // In float32, as the products and the map's wet test compare.
  const wet = Math.fround(wetDepthM)
  const rise = new Float32Array(depth.length).fill(Number.NaN)
  const hazard = speed ? new Float32Array(depth.length).fill(Number.NaN) : null
  let arrivalIndex: number | null = null
  for (let step = 0; step < depth.length; step += 1) {
    const d = depth[step] as number
    const isWet = d >= wet
    if (isWet) arrivalIndex ??= step
    if (step > 0) {
      const hours = ((seconds[step] as number) - (seconds[step - 1] as number)) / SECONDS_PER_HOUR
      rise[step] = (d - (depth[step - 1] as number)) / hours
    }
    const v = speed?.[step] ?? Number.NaN
    // A wet cell without a velocity value is taken as still water, as in the products.
    if (hazard && isWet) hazard[step] = hazardRating(d, v === v ? v : 0)
  }
  return { wetDepthM, depth, speed, hazard, rise, arrivalIndex }
}
