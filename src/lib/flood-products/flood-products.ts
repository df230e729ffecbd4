import { WET_DEPTH_M } from '../results-file/colour-classes'

/** Definitions, units and sources: docs/records/0054-flood-products.md. */
export const DEFAULT_WET_DEPTH_M = WET_DEPTH_M

/** A cell never wet has no arrival time: "never", apart from NaN (no value: no bottom level). */
export const NEVER_WET = Number.POSITIVE_INFINITY

const SECONDS_PER_HOUR = 3600

export type FloodProducts = {
  wetDepthM: number
  outputTimes: number
  /** m */
  maximumDepth: Float32Array
  /** m/s; null when the file has no cell-centre velocities (then no hazard either). */
  maximumVelocity: Float32Array | null
  /** h after the first output time; NEVER_WET. */
  arrivalHours: Float32Array
  /** m/h: the steepest rise between consecutive output times; 0 where it never rose. */
  riseMetresPerHour: Float32Array
  /** FD2320 hazard rating HR, the maximum over time; 0 where never wet. */
  hazard: Float32Array | null
  /** h with the depth at or above the wet depth (trapezoidal over irregular output times). */
  hoursWet: Float32Array
}

/** One output time of the 2D cells: depths in m, velocity components in m/s (NaN: no value). */
export type OutputTimeValues = {
  seconds: number
  depth: Float32Array
  velocity?: { x: Float32Array; y: Float32Array } | null
}

/** HR = d·(v + 0.5) + DF, DF = 0.5 where d ≤ 0.25 m, else 1 (Defra/EA FD2320). */
export function hazardRating(depth: number, speed: number): number {
  return depth * (speed + 0.5) + (depth <= 0.25 ? 0.5 : 1)
}

function checkSize(what: string, values: Float32Array, cells: number) {
  if (values.length !== cells) {
    throw new Error(`${what} has ${values.length} values for ${cells} cells.`)
  }
}

/** Every product in one pass, one output time at a time: memory stays a few arrays per cell. */
export function floodProductsOver(
  cells: number,
  options: { wetDepthM?: number; velocity: boolean },
) {
  const wetDepthM = options.wetDepthM ?? DEFAULT_WET_DEPTH_M
  // The map's wet test (isWetDepth) compares in float32 too: a cell drawn wet has arrived.
  const wet = Math.fround(wetDepthM)
  const maximumDepth = new Float32Array(cells).fill(Number.NaN)
  const maximumVelocity = options.velocity ? new Float32Array(cells).fill(Number.NaN) : null
  const arrivalHours = new Float32Array(cells).fill(NEVER_WET)
  const rise = new Float32Array(cells)
  const hazard = options.velocity ? new Float32Array(cells) : null
  const hoursWet = new Float32Array(cells)
  const previousDepth = new Float32Array(cells).fill(Number.NaN)
  const previousWet = new Uint8Array(cells)
  let first: number | null = null
  let previous: number | null = null
  let count = 0

  function add({ seconds, depth, velocity }: OutputTimeValues) {
    checkSize('A depth step', depth, cells)
    if (velocity) checkSize('A velocity step', velocity.x, cells)
    if (velocity) checkSize('A velocity step', velocity.y, cells)
    if (previous !== null && !(seconds > previous)) {
      throw new Error(`Output times must increase: ${seconds} s after ${previous} s.`)
    }
    first ??= seconds
    const hours = (seconds - first) / SECONDS_PER_HOUR
    const stepHours = previous === null ? 0 : (seconds - previous) / SECONDS_PER_HOUR
    for (let cell = 0; cell < cells; cell += 1) {
      const d = depth[cell] as number
      const x = velocity?.x[cell] ?? Number.NaN
      const y = velocity?.y[cell] ?? Number.NaN
      const speed = Math.sqrt(x * x + y * y)
      if (maximumVelocity && !(speed <= (maximumVelocity[cell] as number)) && speed === speed) {
        maximumVelocity[cell] = speed
      }
      if (d !== d) {
        previousDepth[cell] = Number.NaN
        previousWet[cell] = 0
        continue
      }
      if (!(d <= (maximumDepth[cell] as number))) maximumDepth[cell] = d
      const isWet = d >= wet ? 1 : 0
      if (isWet && arrivalHours[cell] === NEVER_WET) arrivalHours[cell] = hours
      const before = previousDepth[cell] as number
      if (stepHours > 0 && before === before) {
        const rate = (d - before) / stepHours
        if (rate > (rise[cell] as number)) rise[cell] = rate
      }
      hoursWet[cell] =
        (hoursWet[cell] as number) + (stepHours * ((previousWet[cell] as number) + isWet)) / 2
      if (hazard && isWet) {
        // A wet cell without a velocity value (the platform's fill) is taken as still water.
        const rating = hazardRating(d, speed === speed ? speed : 0)
        if (rating > (hazard[cell] as number)) hazard[cell] = rating
      }
      previousDepth[cell] = d
      previousWet[cell] = isWet
    }
    previous = seconds
    count += 1
  }

  function result(): FloodProducts {
    // A cell without a depth at any time (no bottom level) has no value in any product.
    for (let cell = 0; cell < cells; cell += 1) {
      if (maximumDepth[cell] === maximumDepth[cell]) continue
      for (const product of [maximumVelocity, arrivalHours, rise, hazard, hoursWet]) {
        if (product) product[cell] = Number.NaN
      }
    }
    return {
      wetDepthM,
      outputTimes: count,
      maximumDepth,
      maximumVelocity,
      arrivalHours,
      riseMetresPerHour: rise,
      hazard,
      hoursWet,
    }
  }

  return { add, result }
}

/** The arrays a product set holds, for a cache weighed in bytes. */
export function floodProductBytes(products: FloodProducts): number {
  return productArrays(products).reduce((sum, values) => sum + values.byteLength, 0)
}

export function productArrays(products: FloodProducts): Float32Array[] {
  const { maximumDepth, maximumVelocity, arrivalHours, riseMetresPerHour, hazard, hoursWet } =
    products
  return [maximumDepth, maximumVelocity, arrivalHours, riseMetresPerHour, hazard, hoursWet].filter(
    (values): values is Float32Array => values !== null,
  )
}
