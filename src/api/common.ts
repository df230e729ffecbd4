import { z } from 'zod'

export const timestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO-8601 timestamp')

export const lineStringExtent = z.object({
  type: z.string(),
  coordinates: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
})
export type Extent = z.infer<typeof lineStringExtent>

export function listEnvelope<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}
export type ListEnvelope<Item> = z.output<ReturnType<typeof listEnvelope<z.ZodType<Item>>>>

export const downloadLink = z.object({ get_url: z.string().url() })
export type DownloadLink = z.infer<typeof downloadLink>

export const uploadLink = z.object({ filename: z.string(), put_url: z.string().url() })
export type UploadLink = z.infer<typeof uploadLink>

export const fileStates = ['created', 'uploaded', 'processed', 'error', 'removed'] as const
export const fileRecord = z.object({
  filename: z.string(),
  state: z.enum(fileStates).nullable(),
  state_description: z.string().nullable().optional(),
  size: z.number().int().nullable(),
  etag: z.string().nullable().optional(),
  /** A calendar date (reference: `format: date`); absent on files that do not expire. */
  expiry_date: z.iso.date().optional(),
})
export type FileRecord = z.infer<typeof fileRecord>
