import { z } from 'zod'

export const durationText = z.object({
  hours: z.string(),
  minutes: z.string(),
  seconds: z.string(),
})
export type DurationText = z.infer<typeof durationText>
