// PLACEHOLDER, not built yet: engineer h4 writes this file (issue 41 item 2); the merge replaces it whole.
import type { RainSeries } from './rain-series'

export type RasterPlace = {
  epsg: number
  extent: { minX: number; minY: number; maxX: number; maxY: number }
}

export function writeRainRaster(
  series: RainSeries,
  place: RasterPlace,
  startUtc: string,
): Promise<Uint8Array> {
  void [series, place, startUtc]
  return Promise.reject(new Error('Writing the rain file is not built yet.'))
}

export function rasterPlaceOfModel(model: {
  epsg: number | null
  extent_two_d: unknown
  extent_one_d: unknown
}): RasterPlace | null {
  void model
  throw new Error('Placing the rain raster is not built yet.')
}
