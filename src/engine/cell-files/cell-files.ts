import { crsConverter } from '@/lib/crs/crs'
import { cellsGeoJson, type CellsMeta } from '@/lib/raster/cells-geojson'
import { rasteriseCells } from '@/lib/raster/cells-raster'
import type { GridCells } from '../grid-tiles/grid-cells'
import { geoTiffOf } from './geotiff-file'

export type { CellsMeta } from '@/lib/raster/cells-geojson'

export type CellFile = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string }

/** The view's values (one per place) on the grid's lattice, in the grid's own EPSG. */
export function geoTiffOfCells(cells: GridCells, values: ArrayLike<number>): CellFile {
  const epsg = cells.crs.epsg
  if (epsg === null) {
    return { ok: false, message: "The model's grid names no EPSG code, which a GeoTIFF needs." }
  }
  const rasterised = rasteriseCells(cells, values)
  if (!rasterised.ok) return rasterised
  return { ok: true, bytes: geoTiffOf(rasterised.raster, epsg) }
}

export function geoJsonOfCells(
  cells: GridCells,
  values: ArrayLike<number>,
  meta: CellsMeta,
): CellFile {
  const converter = crsConverter(cells.crs)
  const written = cellsGeoJson(cells, values, meta, converter.inverse)
  if (!written.ok) return written
  if (written.features === 0) return { ok: false, message: 'No cell has a value in this view.' }
  return { ok: true, bytes: new TextEncoder().encode(written.text).buffer }
}
