import { z } from 'zod'

/**
 * One kind in GET /simulations/{id}/events/: a list of records, one record (initial
 * conditions) or null when nothing of that kind is configured.
 */
export const simulationEventEntry = z.union([
  z.array(z.looseObject({})),
  z.looseObject({}),
  z.null(),
])
export type SimulationEventEntry = z.infer<typeof simulationEventEntry>

/**
 * The overview object (reference schema `Event`). Tolerant by design: the server adds kinds
 * over time, so every key is read and a value of an unexpected shape counts as absent
 * instead of failing the whole page.
 */
export const simulationEvents = z.record(z.string(), simulationEventEntry.catch(null))
export type SimulationEvents = z.infer<typeof simulationEvents>
