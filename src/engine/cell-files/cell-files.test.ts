import { fromArrayBuffer } from 'geotiff'
import { describe, expect, it } from 'vitest'
import { NOT_DRAWN } from '@/lib/results-file/colour-classes'
import { twoCellGrid } from '../grid-tiles/two-cell-grid.fixture'
import { geoJsonOfCells, geoTiffOfCells, type CellFile } from './cell-files'

function bytesOf(file: CellFile): ArrayBuffer {
  if (!file.ok) throw new Error(file.message)
  return file.bytes
}

describe('geoTiffOfCells', () => {
  it('writes a GeoTIFF that geotiff.js reads back: EPSG, geotransform, values, nodata', async () => {
    // Place 0 is the 20 m cell, place 2 the 40 m cell north of it (place 1 is a 1D node).
    const tiff = await fromArrayBuffer(bytesOf(geoTiffOfCells(twoCellGrid, [1.5, 9, 3.25])))
    const image = await tiff.getImage()
    expect(image.getGeoKeys()).toEqual({
      GTModelTypeGeoKey: 1,
      GTRasterTypeGeoKey: 1,
      ProjectedCSTypeGeoKey: 28992,
    })
    expect(image.getOrigin()).toEqual([100_000, 450_060, 0])
    expect(image.getResolution()).toEqual([20, -20, 0])
    expect(image.getGDALNoData()).toBe(-9999)
    expect([image.getWidth(), image.getHeight()]).toEqual([2, 3])
    const [band] = (await image.readRasters()) as unknown as Float32Array[]
    expect(Array.from(band ?? [])).toEqual([3.25, 3.25, 3.25, 3.25, 1.5, -9999])
  })

  it('writes the dry cells as nodata', async () => {
    const tiff = await fromArrayBuffer(bytesOf(geoTiffOfCells(twoCellGrid, [NOT_DRAWN, 0, 0.5])))
    const [band] = (await (await tiff.getImage()).readRasters()) as unknown as Float32Array[]
    expect(Array.from(band ?? [])).toEqual([0.5, 0.5, 0.5, 0.5, -9999, -9999])
  })

  it('refuses a grid that names no EPSG code', () => {
    const noCode = { ...twoCellGrid, crs: { epsg: null, wkt: 'LOCAL_CS["here"]' } }
    expect(geoTiffOfCells(noCode, [1, 2, 3])).toEqual({
      ok: false,
      message: "The model's grid names no EPSG code, which a GeoTIFF needs.",
    })
  })
})

describe('geoJsonOfCells', () => {
  it('writes the cells with a value in lon/lat near the grid in RD New', () => {
    const meta = { view: 'Hazard rating', time: null, unit: '' }
    const text = new TextDecoder().decode(
      bytesOf(geoJsonOfCells(twoCellGrid, [NOT_DRAWN, 0, 1.75], meta)),
    )
    const parsed = JSON.parse(text) as GeoJSON.FeatureCollection<GeoJSON.Polygon>
    expect(parsed.features.map((feature) => feature.properties?.cell)).toEqual([3])
    const [lon, lat] = parsed.features[0]?.geometry.coordinates[0]?.[0] ?? []
    // RD (100000, 450020) as GDAL's gdaltransform gives it: 4.5856433° E, 52.0357805° N.
    expect(lon).toBeCloseTo(4.5856433, 6)
    expect(lat).toBeCloseTo(52.0357805, 6)
  })

  it('says so when no cell has a value', () => {
    const meta = { view: 'Water depth', time: '0 h', unit: 'm' }
    expect(geoJsonOfCells(twoCellGrid, [NOT_DRAWN, 0, NOT_DRAWN], meta)).toEqual({
      ok: false,
      message: 'No cell has a value in this view.',
    })
  })
})
