import { z } from 'zod'
import { toSearch, type SearchSchema, type SearchValues } from './search-params'

// Below the features, so a link is written through the schema of the page it opens (decision 0003).

/** The raw `model` text is kept, to name a model that is not usable. */
export const newSimulationSearch = z.object({
  model: z.string().nullable().catch(null).default(null),
  saved_state: z.coerce.number().int().positive().nullable().catch(null).default(null),
  breach: z.coerce.number().int().positive().nullable().catch(null).default(null),
})

/** In the URL so the map's "Add a breach here" lands on it and a reload keeps it. */
export const breachSearch = z.object({
  breach: z
    .string()
    .regex(/^\d{1,15}$/)
    .catch(''),
})

/** The saved state the new-simulation flow could not add; the page says so and preselects it. */
export const initialConditionsSearch = z.object({
  saved_state: z.coerce.number().int().positive().nullable().catch(null).default(null),
})

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

export function newSetLink(baseId: number): string {
  return `/sets/new/${baseId}`
}
