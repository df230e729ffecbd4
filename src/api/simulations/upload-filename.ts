import { z } from 'zod'

/** api.md "Boundary conditions file", applied to every uploaded file's name (rain too): leading and trailing spaces removed, other spaces become underscores, every character not alphanumeric, dash, underscore or dot removed. */
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
