import { z } from 'zod'

/** One kind in GET /simulations/{id}/events/: a list of records, one record (initial conditions) or null when nothing of that kind is configured. */
export const simulationEventEntry = z.union([
  z.array(z.looseObject({})),
  z.looseObject({}),
  z.null(),
])
export type SimulationEventEntry = z.infer<typeof simulationEventEntry>

/** The overview object (reference schema `Event`). */
export const simulationEvents = z.record(z.string(), simulationEventEntry.catch(null))
export type SimulationEvents = z.infer<typeof simulationEvents>
