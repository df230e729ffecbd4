import type { CrsConverter } from './crs'
import { lonLatToWorld } from './web-mercator'

/** The extent a lattice covers, in the model's own system: xmin, ymin, xmax, ymax. */
export type Extent = readonly [number, number, number, number]

/**
 * Model coordinates → maplibre world coordinates, for millions of points: proj4 projects a
 * lattice of `divisions`² points over `extent` exactly, and every point is interpolated
 * bilinearly between the four lattice points around it. Over a lattice cell of a few hundred
 * metres the projection is linear to a few millimetres, and a million cells' corners
 * take tens of milliseconds instead of seconds.
 */
export function latticeProjection(
  converter: CrsConverter,
  extent: Extent,
  divisions = 256,
): (x: number, y: number) => [number, number] {
  const [xmin, ymin, xmax, ymax] = extent
  const width = Math.max(xmax - xmin, 1e-9)
  const height = Math.max(ymax - ymin, 1e-9)
  const side = divisions + 1
  const world = new Float64Array(side * side * 2)
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const [lon, lat] = converter.inverse([
        xmin + (width * column) / divisions,
        ymin + (height * row) / divisions,
      ])
      const [wx, wy] = lonLatToWorld(lon, lat)
      world[(row * side + column) * 2] = wx
      world[(row * side + column) * 2 + 1] = wy
    }
  }
  const at = (row: number, column: number, axis: 0 | 1) =>
    world[(row * side + column) * 2 + axis] ?? 0
  return (x, y) => {
    const u = Math.min(Math.max(((x - xmin) / width) * divisions, 0), divisions)
    const v = Math.min(Math.max(((y - ymin) / height) * divisions, 0), divisions)
    const column = Math.min(Math.floor(u), divisions - 1)
    const row = Math.min(Math.floor(v), divisions - 1)
    const fu = u - column
    const fv = v - row
    const blend = (axis: 0 | 1) =>
      (1 - fv) * ((1 - fu) * at(row, column, axis) + fu * at(row, column + 1, axis)) +
      fv * ((1 - fu) * at(row + 1, column, axis) + fu * at(row + 1, column + 1, axis))
    return [blend(0), blend(1)]
  }
}
