import { WET_DEPTH_M } from '../results-file/colour-classes'

/** Per place asked: bottom level and water level, NaN where there is no cell, no value, or dry. */
export type LineValues = { bottom: Float32Array; level: Float32Array }

export function lineValuesAt(
  places: readonly number[],
  level: Float32Array,
  bottom: Float32Array,
): LineValues {
  const at = (values: Float32Array, place: number) =>
    place >= 0 && place < values.length ? (values[place] ?? Number.NaN) : Number.NaN
  const bottoms = Float32Array.from(places, (place) => at(bottom, place))
  const levels = Float32Array.from(places, (place, index) => {
    const water = at(level, place)
    // The platform writes a dry cell's level as its bottom or as −9999 (record 0046): no water.
    return water - (bottoms[index] ?? Number.NaN) >= WET_DEPTH_M ? water : Number.NaN
  })
  return { bottom: bottoms, level: levels }
}
