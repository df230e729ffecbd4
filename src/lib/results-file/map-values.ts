import { NO_VALUE, NOT_DRAWN, WET_DEPTH_M } from './colour-classes'
import { ResultsReadError } from './errors'

export type MapQuantity = 'depth' | 'level'

function sameLength(level: Float32Array, bottom: Float32Array): void {
  if (level.length !== bottom.length) {
    throw new ResultsReadError(
      'bad-shape',
      `${level.length} water levels for ${bottom.length} bottom levels.`,
    )
  }
}

/** A dry cell's level is its bottom, which says nothing about water: level view shows wet cells only. */
export function mapValues(
  quantity: MapQuantity,
  level: Float32Array,
  bottom: Float32Array,
): Float32Array {
  sameLength(level, bottom)
  const shown = new Float32Array(level.length)
  for (let place = 0; place < shown.length; place += 1) {
    const water = level[place] ?? Number.NaN
    const depth = Math.max(0, water - (bottom[place] ?? Number.NaN))
    if (Number.isNaN(depth)) shown[place] = NO_VALUE
    else if (quantity === 'depth') shown[place] = depth
    else shown[place] = depth >= WET_DEPTH_M ? water : NOT_DRAWN
  }
  return shown
}

export function drawable(values: Float32Array): Float32Array {
  return values.map((value) => (Number.isNaN(value) ? NO_VALUE : value))
}

export function noValueCount(values: Float32Array): number {
  let count = 0
  for (const value of values) if (value === NO_VALUE) count += 1
  return count
}

export function drawnRange(values: Float32Array): [number, number] | null {
  let [low, high] = [Infinity, -Infinity]
  for (const value of values) {
    if (value <= NOT_DRAWN || Number.isNaN(value)) continue
    low = Math.min(low, value)
    high = Math.max(high, value)
  }
  return low <= high ? [low, high] : null
}
