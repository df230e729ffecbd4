import type { CrsConverter } from './crs'
import { lonLatToWorld } from './web-mercator'

export type Extent = readonly [number, number, number, number]

export type LatticeProjection = {
  (x: number, y: number): [number, number]
  into: (
    x: number,
    y: number,
    out: Float32Array | Float64Array,
    offset: number,
    originX: number,
    originY: number,
  ) => void
}

/** proj4 projects a lattice exactly; every other point is interpolated bilinearly, for millions of points. */
export function latticeProjection(
  converter: CrsConverter,
  extent: Extent,
  divisions = 256,
): LatticeProjection {
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
  const lattice = (at: number) => world[at] as number
  // No closures, arrays or optional reads per point: this runs four times for each of 10^6 cells.
  const into: LatticeProjection['into'] = (x, y, out, offset, originX, originY) => {
    const u = Math.min(Math.max(((x - xmin) / width) * divisions, 0), divisions)
    const v = Math.min(Math.max(((y - ymin) / height) * divisions, 0), divisions)
    const column = Math.min(Math.floor(u), divisions - 1)
    const row = Math.min(Math.floor(v), divisions - 1)
    const fu = u - column
    const fv = v - row
    const southWest = (row * side + column) * 2
    const northWest = southWest + side * 2
    const w00 = (1 - fu) * (1 - fv)
    const w01 = fu * (1 - fv)
    const w10 = (1 - fu) * fv
    const w11 = fu * fv
    out[offset] =
      w00 * lattice(southWest) +
      w01 * lattice(southWest + 2) +
      w10 * lattice(northWest) +
      w11 * lattice(northWest + 2) -
      originX
    out[offset + 1] =
      w00 * lattice(southWest + 1) +
      w01 * lattice(southWest + 3) +
      w10 * lattice(northWest + 1) +
      w11 * lattice(northWest + 3) -
      originY
  }
  const point = new Float64Array(2)
  const project = (x: number, y: number): [number, number] => {
    into(x, y, point, 0, 0, 0)
    return [point[0] as number, point[1] as number]
  }
  return Object.assign(project, { into })
}
