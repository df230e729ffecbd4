import { z } from 'zod'

/** api.md "Boundary conditions file", for every uploaded name: trimmed, spaces to `_`, only [A-Za-z0-9._-] kept. */
export function normaliseUploadFilename(name: string): string {
  return name
    .trim()
    .replace(/ /g, '_')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
}

export const uploadFilename = z
  .string({ error: 'Name the file.' })
  .max(255, 'A file name has at most 255 characters.')
  .transform(normaliseUploadFilename)
  .refine((name) => name.length > 0, 'Name the file.')
  .refine((name) => /[\p{L}\p{N}]/u.test(name), 'A file name needs at least one letter or digit.')
