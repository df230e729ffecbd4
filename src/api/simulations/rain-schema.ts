import { z } from 'zod'
import { fileRecord } from '@/api/common'
import { RAIN_UNITS } from '@/lib/rain/read-rain-netcdf'
import { uploadFilename } from './upload-filename'

export const rainUnits = z.enum(RAIN_UNITS)
export type RainUnits = z.infer<typeof rainUnits>

export const rainNetcdfCreate = z.object({
  filename: uploadFilename,
})
export type RainNetcdfCreateBody = z.input<typeof rainNetcdfCreate>

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
