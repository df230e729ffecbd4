import { z } from 'zod'

/**
 * `?saved_state=<id>`: the saved state the new-simulation flow could not add (the simulation
 * exists); the page says so and preselects it.
 */
export const initialConditionsSearch = z.object({
  saved_state: z.coerce.number().int().positive().nullable().catch(null).default(null),
})
