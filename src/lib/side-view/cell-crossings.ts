import { NO_CELL } from './cells-along'
import type { LineSample } from './line-samples'

/** Where the line enters a cell (or leaves the grid), and the line's end with the last cell. */
export type Crossing = LineSample & { place: number }

export function cellCrossings(samples: readonly LineSample[], places: Int32Array): Crossing[] {
  const crossings: Crossing[] = []
  samples.forEach((sample, index) => {
    const place = places[index] ?? NO_CELL
    const last = crossings.at(-1)
    if (!last || last.place !== place || index === samples.length - 1) {
      crossings.push({ ...sample, place })
    }
  })
  return crossings
}
