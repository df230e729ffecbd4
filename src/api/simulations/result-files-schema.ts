import { z } from 'zod'
import { fileRecord, linkUrl, timestamp } from '@/api/common'

export const resultFile = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  created: timestamp,
  file: fileRecord,
})
export type ResultFile = z.infer<typeof resultFile>

export const resultFileDownload = z.object({
  get_url: linkUrl,
  size: z.number().int().nullable().optional(),
  etag: z.string().nullable().optional(),
})
export type ResultFileDownload = z.infer<typeof resultFileDownload>
