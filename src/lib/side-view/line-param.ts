import type { XY } from './line-samples'

// Unreserved characters only, so the address stays readable: "4.1_52.3~4.2_52.4".
const PAIR = '_'
const VERTEX = '~'

/** Six decimals of a degree are about 0.1 m: finer than any cell. */
export const lineParam = (vertices: readonly XY[]): string =>
  vertices.map(([lon, lat]) => `${lon.toFixed(6)}${PAIR}${lat.toFixed(6)}`).join(VERTEX)

/** A line of two or more lon/lat vertices, or none when the text is not one. */
export function lineOfParam(text: string): XY[] {
  if (text === '') return []
  const vertices = text.split(VERTEX).map((pair) => pair.split(PAIR).map(Number))
  const valid = vertices.every(
    (pair) =>
      pair.length === 2 && Math.abs(pair[0] ?? NaN) <= 180 && Math.abs(pair[1] ?? NaN) <= 90,
  )
  return valid && vertices.length >= 2 ? vertices.map(([lon, lat]) => [lon ?? 0, lat ?? 0]) : []
}
