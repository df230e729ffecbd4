import { z } from 'zod'

export const setName = z
  .string()
  .trim()
  .min(1, 'Give the set a name')
  .max(60, 'At most 60 characters')
  .refine((name) => /[\p{L}\p{N}]/u.test(name), 'Use letters or digits in the name')

export const newSetForm = z.object({
  name: setName,
  kind: z.enum(['breach', 'rain', 'storms']),
  depth: z.enum(['base', 'own']),
})
export type NewSetValues = z.input<typeof newSetForm>
