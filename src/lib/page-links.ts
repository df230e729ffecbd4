import { z } from 'zod'
import { toSearch, type SearchSchema, type SearchValues } from './search-params'

// The search schemas of the pages other pages link into live here, below the features, so a
// link is written through the schema of the page it opens (decision 0003) and no feature
// imports another.

/**
 * `?model=<id>` preselects a model (the raw text is kept, to name it when it is not usable);
 * `?saved_state=<id>` carries a saved state of that model to start the new run from;
 * `?breach=<id>` a potential breach of that model picked on its map, chosen in the new run's Events.
 */
export const newSimulationSearch = z.object({
  model: z.string().nullable().catch(null).default(null),
  saved_state: z.coerce.number().int().positive().nullable().catch(null).default(null),
  breach: z.coerce.number().int().positive().nullable().catch(null).default(null),
})

/**
 * `?breach=12`: the potential breach chosen for the next breach event, in the URL so the model
 * map's "Add a breach here" can land on it and a reload keeps it.
 */
export const breachSearch = z.object({
  breach: z
    .string()
    .regex(/^\d{1,15}$/)
    .catch(''),
})

/**
 * `?saved_state=<id>`: the saved state the new-simulation flow could not add (the simulation
 * exists); the page says so and preselects it.
 */
export const initialConditionsSearch = z.object({
  saved_state: z.coerce.number().int().positive().nullable().catch(null).default(null),
})

/** `path?query`, the query holding only what differs from the page's defaults. */
function pageLink<Schema extends SearchSchema>(
  path: string,
  schema: Schema,
  values: Partial<SearchValues<Schema>>,
): string {
  const query = toSearch(schema, values).toString()
  return query === '' ? path : `${path}?${query}`
}

export function newSimulationLink({
  model,
  savedState,
  breach,
}: {
  model: number
  savedState?: number
  breach?: number
}) {
  return pageLink('/simulations/new', newSimulationSearch, {
    model: String(model),
    saved_state: savedState ?? null,
    breach: breach ?? null,
  })
}

export function breachEventsLink(simulationId: number, potentialBreachId: number): string {
  return pageLink(`/simulations/${simulationId}/events`, breachSearch, {
    breach: String(potentialBreachId),
  })
}

export function initialConditionsLink(simulationId: number, savedStateId: number): string {
  return pageLink(`/simulations/${simulationId}/initial-conditions`, initialConditionsSearch, {
    saved_state: savedStateId,
  })
}

/** A scenario set made from simulation `baseId` (the set's own pages live under /sets). */
export function newSetLink(baseId: number): string {
  return `/sets/new/${baseId}`
}
