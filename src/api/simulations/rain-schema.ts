import { z } from 'zod'
import { fileRecord } from '@/api/common'
import { uploadFilename } from './upload-filename'

/** Units of a rain raster (reference `RasterRainUnitsEnum`). */
export const rainUnits = z.enum(['m/s', 'mm', 'mm/h', 'mm/hr'])
export type RainUnits = z.infer<typeof rainUnits>

/** POST …/events/rain/rasters/netcdf/: the name the file will have, normalised (reference `Upload…`). */
export const rainNetcdfCreate = z.object({
  filename: uploadFilename,
})
export type RainNetcdfCreateBody = z.input<typeof rainNetcdfCreate>

/** A rain NetCDF (reference `NetCDFRasterRain`): its file's state is `created` until the PUT arrives, then `uploaded`, then `processed` (timestamps, interval and units filled in) or `error` with `state_description` (decisions.md "Initial conditions and events"). */
export const rainNetcdf = z.object({
  id: z.number().int(),
  url: z.string(),
  offset: z.number().int().nullable().optional(),
  duration: z.number().int().nullable().optional(),
  timestamps: z.array(z.number().int()).nullable().optional(),
  interval: z.number().int().nullable().optional(),
  units: rainUnits.nullable().optional(),
  file: fileRecord,
})
export type RainNetcdf = z.infer<typeof rainNetcdf>
