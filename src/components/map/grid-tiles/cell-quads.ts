import { crsConverter } from '@/lib/crs/crs'
import { latticeProjection } from '@/lib/crs/lattice-projection'
import { gridExtent, type GridCells } from './grid-cells'

/**
 * The 2D cells as quads for a GPU layer, in the order of the results file's places: place i is
 * node id i + 1 (decision 0032), so a step's values upload as they are read, with no reordering.
 */
export type CellQuads = {
  /** How many places: the highest 2D node id. */
  places: number
  /** The world coordinate (maplibre's 0..1 mercator) every corner is relative to. */
  origin: [number, number]
  /**
   * Per place, 8 floats: the corners south-west, south-east, north-west, north-east (x, y each),
   * relative to `origin`, so float32 keeps millimetres anywhere on earth. A place without a cell
   * has four equal corners (0, 0): a quad of no area, never drawn.
   */
  corners: Float32Array
  /** lon/lat bounds of the cells: west, south, east, north. */
  bounds: [number, number, number, number]
}

export function cellQuadsOf(grid: GridCells): CellQuads {
  let places = 0
  for (let cell = 0; cell < grid.count; cell += 1) places = Math.max(places, grid.ids[cell] ?? 0)
  const corners = new Float32Array(places * 8)
  if (grid.count === 0) return { places, origin: [0, 0], corners, bounds: [0, 0, 0, 0] }
  const converter = crsConverter(grid.crs)
  const extent = gridExtent(grid)
  const project = latticeProjection(converter, extent)
  const origin = project(extent[0], extent[1])
  const put = (offset: number, x: number, y: number) => {
    const [wx, wy] = project(x, y)
    corners[offset] = wx - origin[0]
    corners[offset + 1] = wy - origin[1]
  }
  for (let cell = 0; cell < grid.count; cell += 1) {
    const offset = ((grid.ids[cell] ?? 1) - 1) * 8
    const [x0, y0] = [grid.xmin[cell] ?? 0, grid.ymin[cell] ?? 0]
    const [x1, y1] = [grid.xmax[cell] ?? 0, grid.ymax[cell] ?? 0]
    put(offset, x0, y0)
    put(offset + 2, x1, y0)
    put(offset + 4, x0, y1)
    put(offset + 6, x1, y1)
  }
  const [west, south] = converter.inverse([extent[0], extent[1]])
  const [east, north] = converter.inverse([extent[2], extent[3]])
  return { places, origin, corners, bounds: [west, south, east, north] }
}

/** The place (node id − 1) of the 2D cell holding a model-coordinate point, or null. */
export function placeAt(grid: GridCells, x: number, y: number): number | null {
  for (let cell = 0; cell < grid.count; cell += 1) {
    if (
      x >= (grid.xmin[cell] ?? Infinity) &&
      x < (grid.xmax[cell] ?? -Infinity) &&
      y >= (grid.ymin[cell] ?? Infinity) &&
      y < (grid.ymax[cell] ?? -Infinity)
    ) {
      return (grid.ids[cell] ?? 1) - 1
    }
  }
  return null
}
