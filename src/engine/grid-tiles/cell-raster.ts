import { gridExtent, type GridCells } from './grid-cells'

/** 8192 a side and 64 M texels (256 MB of Uint32) at most; a finer grid is drawn as triangles. */
export const MAX_RASTER_SIDE = 8192
export const MAX_RASTER_TEXELS = 64 * 1024 * 1024

export const WARP_DIVISIONS = 64

/** Each texel holds place + 1 of the cell covering it (0: none); row 0 is the south edge. */
export type CellRaster = {
  width: number
  height: number
  places: Uint32Array
  divisions: number
  mesh: Float32Array
}

export function rasterSize(
  extent: readonly [number, number, number, number],
  cellSize: number,
): { width: number; height: number } | null {
  if (!(cellSize > 0)) return null
  const width = Math.round((extent[2] - extent[0]) / cellSize)
  const height = Math.round((extent[3] - extent[1]) / cellSize)
  if (!(width > 0 && height > 0)) return null
  if (width > MAX_RASTER_SIDE || height > MAX_RASTER_SIDE) return null
  if (width * height > MAX_RASTER_TEXELS) return null
  return { width, height }
}

function fillPlaces(grid: GridCells, width: number, height: number): Uint32Array {
  const places = new Uint32Array(width * height)
  const [x0, y0] = grid.origin
  const size = grid.gridSpace
  const texel = (value: number, origin: number, limit: number) =>
    Math.min(Math.max(Math.round((value - origin) / size), 0), limit)
  for (let cell = 0; cell < grid.count; cell += 1) {
    const id = grid.ids[cell] ?? 0
    const column0 = texel(grid.xmin[cell] ?? 0, x0, width)
    const column1 = texel(grid.xmax[cell] ?? 0, x0, width)
    const row0 = texel(grid.ymin[cell] ?? 0, y0, height)
    const row1 = texel(grid.ymax[cell] ?? 0, y0, height)
    for (let row = row0; row < row1; row += 1) {
      places.fill(id, row * width + column0, row * width + column1)
    }
  }
  return places
}

export function cellRasterOf(
  grid: GridCells,
  project: (x: number, y: number) => [number, number],
  origin: readonly [number, number],
  divisions = WARP_DIVISIONS,
): CellRaster | null {
  if (grid.count === 0) return null
  const extent = gridExtent(grid)
  const size = rasterSize(extent, grid.gridSpace)
  if (!size) return null
  const { width, height } = size
  // The raster's own edges: a whole number of smallest cells from the grid's origin.
  const east = extent[0] + width * grid.gridSpace
  const north = extent[1] + height * grid.gridSpace
  const side = divisions + 1
  const mesh = new Float32Array(side * side * 4)
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const [u, v] = [column / divisions, row / divisions]
      const [wx, wy] = project(
        extent[0] + u * (east - extent[0]),
        extent[1] + v * (north - extent[1]),
      )
      mesh.set([wx - origin[0], wy - origin[1], u, v], (row * side + column) * 4)
    }
  }
  return { width, height, places: fillPlaces(grid, width, height), divisions, mesh }
}
