import { z } from 'zod'

/** A duration as typed: whole hours, minutes and seconds, each box may stay empty. */
export const durationText = z.object({
  hours: z.string(),
  minutes: z.string(),
  seconds: z.string(),
})
export type DurationText = z.infer<typeof durationText>
