import { z } from 'zod'
import { fileRecord } from '@/api/common'
import { uploadFilename } from './upload-filename'

export const boundaryConditionsFileCreate = z.object({
  filename: uploadFilename,
})
export type BoundaryConditionsFileCreateBody = z.input<typeof boundaryConditionsFileCreate>

export const boundaryFileTypes = ['1D', '2D'] as const
export type BoundaryFileType = (typeof boundaryFileTypes)[number]

/** One timeseries of the file: `[time_s, value]` pairs (decisions.md: seconds from the start). */
export const boundarySeries = z.object({
  id: z.number().int(),
  type: z.enum(boundaryFileTypes),
  interpolate: z.boolean(),
  values: z.array(z.tuple([z.number(), z.number()])),
})
export type BoundarySeries = z.infer<typeof boundarySeries>

export const boundaryConditionsContent = z.array(boundarySeries)

export const fileBoundaryCondition = z.object({
  id: z.number().int(),
  url: z.string(),
  // The reference's full `File` (int64 size, beyond a double's whole numbers).
  file: fileRecord.extend({ size: z.number().nullable() }),
  state: z.enum(['processing', 'valid', 'invalid']).nullable().optional(),
  state_detail: z.unknown().optional(),
})
export type FileBoundaryCondition = z.infer<typeof fileBoundaryCondition>
