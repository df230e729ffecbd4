import { crsGridMapping, crsWkt } from '@/lib/crs/crs-wkt'
import { writeNetcdf4 } from '@/lib/netcdf/netcdf4-file'
import type { RasterPlace } from './raster-place'
import type { RainSeries } from './rain-series'

export { rasterPlaceOfModel, type RasterPlace } from './raster-place'
export type { RainSeries } from './rain-series'

export const RAIN_RASTER_CELLS = 3
export const RAIN_FILL_VALUE = -9999

/** The platform's NetCDF4 rain raster (docs/spec/rain-facts.md): n + 1 frames, the last closing the last interval. */
export function writeRainRaster(
  series: RainSeries,
  place: RasterPlace,
  startUtc: string,
): Promise<Uint8Array> {
  const problem =
    seriesProblem(series) ??
    placeProblem(place) ??
    (Number.isNaN(Date.parse(startUtc)) ? `The start ${startUtc} is not a time.` : null)
  if (problem) return Promise.reject(new Error(problem))
  const wkt = crsWkt(place.epsg)
  const gridMapping = crsGridMapping(place.epsg) ?? {}
  const { intervalSeconds, mmPerHour, offsetSeconds } = series
  const frames = mmPerHour.length + 1
  const cells = RAIN_RASTER_CELLS * RAIN_RASTER_CELLS
  const values = new Float32Array(frames * cells)
  mmPerHour.forEach((rate, frame) => values.fill(rate, frame * cells, (frame + 1) * cells))
  const grid = gridOver(place.extent)
  return writeNetcdf4({
    attributes: {
      Conventions: 'CF-1.6',
      title: 'Rain written by Polder',
      OFFSET: offsetSeconds,
    },
    dimensions: [
      { name: 'time', size: frames, unlimited: true },
      { name: 'lat', size: RAIN_RASTER_CELLS },
      { name: 'lon', size: RAIN_RASTER_CELLS },
    ],
    variables: [
      {
        name: 'time',
        dimensions: ['time'],
        data: Float64Array.from({ length: frames }, (_, k) => offsetSeconds + k * intervalSeconds),
        attributes: {
          units: `seconds since ${netcdfDate(startUtc)} +0000`,
          standard_name: 'time',
          long_name: 'time',
          calendar: 'standard',
          axis: 'T',
        },
      },
      { name: 'lat', dimensions: ['lat'], data: grid.rows, attributes: axis('y') },
      { name: 'lon', dimensions: ['lon'], data: grid.columns, attributes: axis('x') },
      {
        name: 'crs',
        dimensions: [],
        data: Int32Array.of(0),
        attributes: {
          ...gridMapping,
          epsg_code: place.epsg,
          spatial_ref: wkt,
          crs_wkt: wkt,
          GeoTransform: grid.geoTransform.join(' '),
        },
      },
      {
        name: 'values',
        dimensions: ['time', 'lat', 'lon'],
        data: values,
        attributes: {
          units: 'mm/h',
          long_name: 'rain intensity',
          _FillValue: RAIN_FILL_VALUE,
          missing_value: RAIN_FILL_VALUE,
          grid_mapping: 'crs',
        },
      },
    ],
  })
}

const axis = (name: 'x' | 'y') => ({
  units: 'm',
  standard_name: `projection_${name}_coordinate`,
  long_name: `${name} coordinate of the cell centre`,
  axis: name.toUpperCase(),
})

/** Rows north to south, as GDAL's GeoTransform (x0, dx, 0, y0, 0, -dy) describes them. */
function gridOver(extent: RasterPlace['extent']) {
  const width = extent.maxX - extent.minX
  const height = extent.maxY - extent.minY
  // A margin so cells at the model's edge still have their centre inside the raster.
  const margin = Math.max(100, 0.05 * Math.max(width, height))
  const dx = (width + 2 * margin) / RAIN_RASTER_CELLS
  const dy = (height + 2 * margin) / RAIN_RASTER_CELLS
  const west = extent.minX - margin
  const north = extent.maxY + margin
  const centres = (from: number, step: number) =>
    Float64Array.from({ length: RAIN_RASTER_CELLS }, (_, i) => from + (i + 0.5) * step)
  return {
    columns: centres(west, dx),
    rows: centres(north, -dy),
    geoTransform: [west, dx, 0, north, 0, -dy],
  }
}

function netcdfDate(startUtc: string): string {
  return new Date(startUtc).toISOString().slice(0, 19).replace('T', ' ')
}

function seriesProblem({ intervalSeconds, mmPerHour, offsetSeconds }: RainSeries): string | null {
  if (!Number.isInteger(intervalSeconds) || intervalSeconds <= 0) {
    return 'The interval must be a whole number of seconds above 0.'
  }
  if (!Number.isInteger(offsetSeconds) || offsetSeconds < 0) {
    return 'The start in the run must be a whole number of seconds, 0 or more.'
  }
  if (mmPerHour.length === 0) return 'The rain has no intervals.'
  const bad = mmPerHour.findIndex((rate) => !Number.isFinite(rate) || rate < 0)
  return bad === -1 ? null : `Interval ${bad + 1}: the intensity must be a number, 0 or more.`
}

function placeProblem({ epsg, extent }: RasterPlace): string | null {
  if (!crsWkt(epsg)) return `EPSG:${epsg} is not a coordinate system Polder can write a raster in.`
  const { minX, minY, maxX, maxY } = extent
  const finite = [minX, minY, maxX, maxY].every(Number.isFinite)
  return finite && maxX >= minX && maxY >= minY ? null : 'The model extent is not a rectangle.'
}
