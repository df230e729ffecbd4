import { crsConverter } from '@/lib/crs/crs'
import { latticeProjection } from '@/lib/crs/lattice-projection'
import { gridExtent, type GridCells } from './grid-cells'
import { cellRasterOf, type CellRaster } from './cell-raster'

/** Place i is node id i + 1, so a step's values upload as they are read, with no reordering. */
export type CellQuads = {
  places: number
  origin: [number, number]
  /** Relative to `origin`, so float32 keeps millimetres anywhere; no cell: four (0, 0) corners. */
  corners: Float32Array
  bounds: [number, number, number, number]
  raster?: CellRaster
}

function extentWithNodes(grid: GridCells): [number, number, number, number] {
  const extent: [number, number, number, number] =
    grid.count > 0 ? gridExtent(grid) : [Infinity, Infinity, -Infinity, -Infinity]
  const { x, y } = grid.nodes1d
  for (let node = 0; node < x.length; node += 1) {
    const [nx, ny] = [x[node] ?? Number.NaN, y[node] ?? Number.NaN]
    if (!Number.isFinite(nx) || !Number.isFinite(ny)) continue
    extent[0] = Math.min(extent[0], nx)
    extent[1] = Math.min(extent[1], ny)
    extent[2] = Math.max(extent[2], nx)
    extent[3] = Math.max(extent[3], ny)
  }
  return extent
}

export type GridQuads = { cells: CellQuads; nodes: CellQuads | null }

export function cellQuadsOf(grid: GridCells): GridQuads {
  const extent = extentWithNodes(grid)
  if (!Number.isFinite(extent[0])) {
    const none = { places: 0, origin: [0, 0] as [number, number], corners: new Float32Array(0) }
    return { cells: { ...none, bounds: [0, 0, 0, 0] }, nodes: null }
  }
  const converter = crsConverter(grid.crs)
  const project = latticeProjection(converter, extent)
  const origin = project(extent[0], extent[1])
  const [west, south] = converter.inverse([extent[0], extent[1]])
  const [east, north] = converter.inverse([extent[2], extent[3]])
  const bounds: CellQuads['bounds'] = [west, south, east, north]
  const put = (corners: Float32Array, offset: number, x: number, y: number) =>
    project.into(x, y, corners, offset, origin[0], origin[1])

  let places = 0
  for (let cell = 0; cell < grid.count; cell += 1) places = Math.max(places, grid.ids[cell] ?? 0)
  const corners = new Float32Array(places * 8)
  for (let cell = 0; cell < grid.count; cell += 1) {
    const offset = ((grid.ids[cell] ?? 1) - 1) * 8
    const [x0, y0] = [grid.xmin[cell] ?? 0, grid.ymin[cell] ?? 0]
    const [x1, y1] = [grid.xmax[cell] ?? 0, grid.ymax[cell] ?? 0]
    put(corners, offset, x0, y0)
    put(corners, offset + 2, x1, y0)
    put(corners, offset + 4, x0, y1)
    put(corners, offset + 6, x1, y1)
  }

  // A node is a quad with four equal corners: the layer draws it as a dot of a fixed size.
  const { x, y } = grid.nodes1d
  const nodeCorners = new Float32Array(x.length * 8)
  for (let node = 0; node < x.length; node += 1) {
    for (let corner = 0; corner < 4; corner += 1) {
      put(nodeCorners, node * 8 + corner * 2, x[node] ?? Number.NaN, y[node] ?? Number.NaN)
    }
  }
  const nodes = x.length > 0 ? { places: x.length, origin, corners: nodeCorners, bounds } : null
  const raster = cellRasterOf(grid, project, origin)
  const cells: CellQuads = { places, origin, corners, bounds, ...(raster ? { raster } : {}) }
  return { cells, nodes }
}

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
