import { z } from 'zod'
import { fileRecord, linkUrl, timestamp } from '@/api/common'

/** One file of `GET /simulations/{id}/results/files/` (decisions.md "Results and post-processing"). */
export const resultFile = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  created: timestamp,
  file: fileRecord,
})
export type ResultFile = z.infer<typeof resultFile>

/** `GET .../results/files/{id}/download/`: a pre-signed link, the size and the ETag. */
export const resultFileDownload = z.object({
  get_url: linkUrl,
  size: z.number().int().nullable().optional(),
  etag: z.string().nullable().optional(),
})
export type ResultFileDownload = z.infer<typeof resultFileDownload>
