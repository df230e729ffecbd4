import { z } from 'zod'
import { refusalText, refusedFields, type RefusedField } from './refused-fields'

export const timestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO-8601 timestamp')

export const lineStringExtent = z.object({
  type: z.string(),
  coordinates: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
})
export type Extent = z.infer<typeof lineStringExtent>

export type ListEnvelope<Item> = {
  count: number
  next: string | null
  previous: string | null
  results: Item[]
}

export type UnreadableRow = { index: number; id: number | string | null; fields: RefusedField[] }

export type ReadList<Item> = ListEnvelope<Item> & { unreadable: UnreadableRow[] }

export type ReadAll<Item> = { rows: Item[]; unreadable: UnreadableRow[] }

/** Nothing came: no row, readable or not (a list with only unreadable rows is not empty). */
export function nothingRead(list: ReadAll<unknown>): boolean {
  return list.rows.length === 0 && list.unreadable.length === 0
}

const envelope = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(z.unknown()),
})

function idOf(row: unknown): number | string | null {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : null
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/** Reads each row on its own, so one record the app cannot use does not blank the list. */
function readRows<Item extends z.ZodType>(item: Item, rows: unknown[]) {
  const results: z.output<Item>[] = []
  const unreadable: UnreadableRow[] = []
  rows.forEach((row, index) => {
    const parsed = item.safeParse(row)
    if (parsed.success) results.push(parsed.data)
    else {
      const fields = refusedFields(parsed.error.issues, row, '(the record)')
      unreadable.push({ index, id: idOf(row), fields })
    }
  })
  return { results, unreadable }
}

export function listEnvelope<Item extends z.ZodType>(item: Item) {
  return envelope.transform((page): ReadList<z.output<Item>> => ({
    ...page,
    ...readRows(item, page.results),
  }))
}

export function unreadableRowText({ index, id, fields }: UnreadableRow, offset: number): string {
  const which = `Record ${offset + index + 1}${id === null ? '' : ` (id ${id})`}`
  return `${which} could not be read: ${fields.map(refusalText).join('; ')}`
}

/** A field the app only shows: missing, or of a shape it cannot show, it reads as null (shown "—") and never refuses its record. */
export function displayed<S extends z.ZodType>(schema: S) {
  return schema.nullable().catch(null)
}

/** Kept as the server wrote it: `formatMoment` shows a non-ISO time raw and an empty one as "—". */
export const shownTime = z.string().catch('')

/** An unknown word is kept as the server's, shown as such and treated as "other" by the logic. */
export function serverWord<const Words extends readonly string[]>(_known: Words) {
  return z.string().transform((word): Words[number] | (string & {}) => word)
}

// zod has no parse context, so the client names the API a link belongs to around the (synchronous) parse.
let answerBase: string | null = null

export function withAnswerBase<T>(baseUrl: string, read: () => T): T {
  const outer = answerBase
  answerBase = baseUrl
  try {
    return read()
  } finally {
    answerBase = outer
  }
}

/** Absolute as the store signs it, or a path (`/files/x`) some servers answer, resolved against the API. */
export const linkUrl = z.string().transform((value, context) => {
  try {
    return new URL(value, answerBase ?? undefined).href
  } catch {
    context.addIssue({
      code: 'custom',
      message: 'an absolute URL, or a path on the API',
      input: value,
    })
    return z.NEVER
  }
})

export const downloadLink = z.object({ get_url: linkUrl })
export type DownloadLink = z.infer<typeof downloadLink>

export const uploadLink = z.object({ filename: z.string(), put_url: linkUrl })
export type UploadLink = z.infer<typeof uploadLink>

export const fileStates = ['created', 'uploaded', 'processed', 'error', 'removed'] as const
export const fileRecord = z.object({
  filename: z.string(),
  state: z.enum(fileStates).nullable(),
  state_description: z.string().nullable().optional(),
  size: z.number().int().nullable(),
  etag: z.string().nullable().optional(),
  expiry_date: z.iso.date().optional(),
})
export type FileRecord = z.infer<typeof fileRecord>
