import { z } from 'zod'

/**
 * `?model=<id>` preselects a model (the raw text is kept, to name it when it is not usable);
 * `?saved_state=<id>` carries a saved state of that model to start the new run from.
 */
export const newSimulationSearch = z.object({
  model: z.string().nullable().catch(null).default(null),
  saved_state: z.coerce.number().int().positive().nullable().catch(null).default(null),
})
