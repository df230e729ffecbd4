import { writeArrayBuffer } from 'geotiff'
import { RASTER_NODATA, type ValueRaster } from '@/lib/raster/cells-raster'

// GeoTIFF 1.1 codes: a projected model, each pixel an area (its tiepoint is the pixel's corner).
const MODEL_TYPE_PROJECTED = 1
const RASTER_PIXEL_IS_AREA = 1
const SAMPLE_FORMAT_FLOAT = 3

/** One Float32 band in the model's projected CRS, north up, with GDAL's nodata tag. */
export function geoTiffOf(raster: ValueRaster, epsg: number): ArrayBuffer {
  return writeArrayBuffer(raster.values, {
    width: raster.width,
    height: raster.height,
    BitsPerSample: [32],
    SampleFormat: [SAMPLE_FORMAT_FLOAT],
    ModelPixelScale: [raster.pixelSize, raster.pixelSize, 0],
    ModelTiepoint: [0, 0, 0, raster.west, raster.north, 0],
    GTModelTypeGeoKey: MODEL_TYPE_PROJECTED,
    GTRasterTypeGeoKey: RASTER_PIXEL_IS_AREA,
    ProjectedCSTypeGeoKey: epsg,
    GDAL_NODATA: String(RASTER_NODATA),
  })
}
