import type { Model } from '@/api/models/schema'
import { rasterPlaceOfModel, writeRainRaster } from '@/lib/rain/rain-raster'
import type { RainSeries } from '@/lib/rain/rain-series'

export type RainFile = { file: File } | { unplaceable: true }

/** The one way the form writes rain: uniform over the model's extent, as the platform's raster. */
export async function rainFileOfSource(
  series: RainSeries,
  model: Model,
  startUtc: string,
  label: string,
): Promise<RainFile> {
  const place = rasterPlaceOfModel(model)
  if (place === null) return { unplaceable: true }
  const bytes = await writeRainRaster(series, place, startUtc)
  return {
    file: new File([new Uint8Array(bytes)], `rain-${label}.nc`, { type: 'application/x-netcdf' }),
  }
}
