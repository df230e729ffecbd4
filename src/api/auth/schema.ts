import { z } from 'zod'

export const organisation = z.object({ unique_id: z.string(), name: z.string() })
export type Organisation = z.infer<typeof organisation>

export const profile = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
})
export type Profile = z.infer<typeof profile>
