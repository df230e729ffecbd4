import { z } from 'zod'

export const simulationEventEntry = z.union([
  z.array(z.looseObject({})),
  z.looseObject({}),
  z.null(),
])
export type SimulationEventEntry = z.infer<typeof simulationEventEntry>

export const simulationEvents = z.record(z.string(), simulationEventEntry.catch(null))
export type SimulationEvents = z.infer<typeof simulationEvents>
