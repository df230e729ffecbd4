import type { GridCells } from './grid-cells'

export type LevelRects = {
  blockSize: number
  count: number
  xmin: Float64Array
  ymin: Float64Array
  size: Float64Array
  ids: Int32Array
  cells: Int32Array
}

/** Cells at least gridSpace × 2^level wide stay themselves; smaller ones merge into blocks. */
export function buildLevel(grid: GridCells, level: number): LevelRects {
  const blockSize = grid.gridSpace * 2 ** level
  const [originX, originY] = grid.origin
  const xmin = new Float64Array(grid.count)
  const ymin = new Float64Array(grid.count)
  const size = new Float64Array(grid.count)
  const ids = new Int32Array(grid.count)
  const cells = new Int32Array(grid.count)
  let count = 0
  const blocks = new Map<number, number>()
  const columns = Math.ceil(extentWidth(grid) / blockSize) + 1
  for (let index = 0; index < grid.count; index += 1) {
    const x = grid.xmin[index] ?? 0
    const y = grid.ymin[index] ?? 0
    const width = (grid.xmax[index] ?? 0) - x
    if (width >= blockSize * 0.999) {
      xmin[count] = x
      ymin[count] = y
      size[count] = width
      ids[count] = grid.ids[index] ?? 0
      cells[count] = 1
      count += 1
      continue
    }
    const column = Math.floor((x - originX) / blockSize + 1e-9)
    const row = Math.floor((y - originY) / blockSize + 1e-9)
    const key = row * columns + column
    const existing = blocks.get(key)
    if (existing !== undefined) {
      cells[existing] = (cells[existing] ?? 0) + 1
      continue
    }
    blocks.set(key, count)
    xmin[count] = originX + column * blockSize
    ymin[count] = originY + row * blockSize
    size[count] = blockSize
    ids[count] = 0
    cells[count] = 1
    count += 1
  }
  return {
    blockSize,
    count,
    xmin: xmin.slice(0, count),
    ymin: ymin.slice(0, count),
    size: size.slice(0, count),
    ids: ids.slice(0, count),
    cells: cells.slice(0, count),
  }
}

const widths = new WeakMap<GridCells, number>()

function extentWidth(grid: GridCells): number {
  const known = widths.get(grid)
  if (known !== undefined) return known
  let max = -Infinity
  for (let index = 0; index < grid.count; index += 1) max = Math.max(max, grid.xmax[index] ?? 0)
  widths.set(grid, max - grid.origin[0])
  return max - grid.origin[0]
}

export const MIN_BLOCK_PIXELS = 8
const EARTH_CIRCUMFERENCE = 40_075_016.686
const TILE_SIZE = 512

/** Metres per screen pixel at a zoom and latitude, for maplibre's 512-pixel tiles. */
export function metresPerPixel(zoom: number, latitude: number): number {
  return (EARTH_CIRCUMFERENCE * Math.cos((latitude * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom)
}

export function levelForZoom(gridSpace: number, zoom: number, latitude: number): number {
  const pixels = gridSpace / metresPerPixel(zoom, latitude)
  if (pixels >= MIN_BLOCK_PIXELS) return 0
  return Math.ceil(Math.log2(MIN_BLOCK_PIXELS / pixels))
}
