import { NOT_DRAWN } from '../results-file/colour-classes'

/** The GDAL_NODATA of every raster Polder writes: the platform's own fill for "no value". */
export const RASTER_NODATA = -9999
export const MAX_RASTER_PIXELS = 100_000_000

/** 2D cells in the model's CRS (metres); cell i holds the value of place ids[i] − 1. */
export type RasterCells = {
  count: number
  ids: ArrayLike<number>
  xmin: ArrayLike<number>
  ymin: ArrayLike<number>
  xmax: ArrayLike<number>
  ymax: ArrayLike<number>
}

/** Rows from north to south; `west`/`north` is the top-left corner of the top-left pixel. */
export type ValueRaster = {
  width: number
  height: number
  pixelSize: number
  west: number
  north: number
  values: Float32Array
}

export type Rasterised = { ok: true; raster: ValueRaster } | { ok: false; message: string }

/** Dry, unread and never-drawn places (NaN, NOT_DRAWN, NO_VALUE) have no value to write. */
export const hasValue = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > NOT_DRAWN

function latticeOf(cells: RasterCells) {
  let [west, south, east, north, pixelSize] = [Infinity, Infinity, -Infinity, -Infinity, Infinity]
  for (let cell = 0; cell < cells.count; cell += 1) {
    const [x0, y0] = [cells.xmin[cell] ?? 0, cells.ymin[cell] ?? 0]
    const [x1, y1] = [cells.xmax[cell] ?? 0, cells.ymax[cell] ?? 0]
    west = Math.min(west, x0)
    south = Math.min(south, y0)
    east = Math.max(east, x1)
    north = Math.max(north, y1)
    pixelSize = Math.min(pixelSize, x1 - x0)
  }
  const width = Math.round((east - west) / pixelSize)
  const height = Math.round((north - south) / pixelSize)
  return { west, north, pixelSize, width, height }
}

/** The grid's extent at its smallest cell's size: a refined cell is one pixel, a big one fills all of its. */
export function rasteriseCells(cells: RasterCells, values: ArrayLike<number>): Rasterised {
  if (cells.count === 0) return { ok: false, message: 'The model has no 2D cells to write.' }
  const { west, north, pixelSize, width, height } = latticeOf(cells)
  if (width * height > MAX_RASTER_PIXELS) {
    const pixels = `${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels`
    return {
      ok: false,
      message: `The raster would be ${pixels} of ${pixelSize} m, over 100 million: too large to write in the browser.`,
    }
  }
  const raster = new Float32Array(width * height).fill(RASTER_NODATA)
  const pixel = (distance: number) => Math.round(distance / pixelSize)
  for (let cell = 0; cell < cells.count; cell += 1) {
    const value = values[(cells.ids[cell] ?? 0) - 1]
    if (!hasValue(value)) continue
    const [col0, col1] = [
      pixel((cells.xmin[cell] ?? 0) - west),
      pixel((cells.xmax[cell] ?? 0) - west),
    ]
    const [row0, row1] = [
      pixel(north - (cells.ymax[cell] ?? 0)),
      pixel(north - (cells.ymin[cell] ?? 0)),
    ]
    for (let row = row0; row < row1; row += 1)
      raster.fill(value, row * width + col0, row * width + col1)
  }
  return { ok: true, raster: { width, height, pixelSize, west, north, values: raster } }
}
