import { coversExtent, rasterPlaceOfModel, type RasterPlace } from '@/lib/rain/raster-place'
import type { MockModel } from '@/mocks/db/records'
import type { RasterPlacement } from '@/lib/rain/read-rain-netcdf'

/** Why the platform would refuse to lay the raster over the model, or null. */
export function placementProblem(raster: RasterPlacement, model: MockModel | undefined) {
  // Without a grid mapping (the older x/y sample files) the mock cannot place it: not checked.
  const place = model ? rasterPlaceOfModel(model) : null
  if (!raster.gridMapped || !place) return null
  if (raster.epsgCode !== place.epsg) {
    const named = raster.epsgCode === null ? 'names no EPSG code' : `is in EPSG:${raster.epsgCode}`
    return `The raster ${named}; the model is in EPSG:${place.epsg}.`
  }
  if (!raster.extent)
    return 'The raster has no cell coordinates (lat and lon), so it cannot be placed.'
  if (coversExtent(raster.extent, place.extent)) return null
  return `The raster does not cover the model: it spans ${span(raster.extent)}, the model ${span(place.extent)} (EPSG:${place.epsg}).`
}

function span({ minX, minY, maxX, maxY }: RasterPlace['extent']): string {
  const metres = (value: number) => Math.round(value).toString()
  return `x ${metres(minX)}–${metres(maxX)}, y ${metres(minY)}–${metres(maxY)}`
}
