import { z } from 'zod'

/**
 * What people type into forms, before the API's rules see it: shared by every form that takes
 * a time in h/min/s boxes or a measure in a text box.
 */

/** A duration as typed: whole hours, minutes and seconds, each box may stay empty. */
export const durationText = z.object({
  hours: z.string(),
  minutes: z.string(),
  seconds: z.string(),
})
export type DurationText = z.infer<typeof durationText>

/** "2,5" and " 2.5 " are 2.5; an empty box is undefined (the server's default applies). */
export function parseMeasure(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return undefined
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN
}
