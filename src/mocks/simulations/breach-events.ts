import { DEFAULT_DISCHARGE_COEFFICIENT, type BreachCreate } from '@/api/simulations/breach-schema'
import type { FieldErrors } from '@/mocks/http'
import { nextId, type World } from '@/mocks/db/world'
import type { ConfiguredEventsReader } from './configuration'
import { simulationPath } from './records'
import type { MockBreachEvent, MockSimulation } from '@/mocks/db/records'

export function breachEventsOf(world: World, simulationId: number): MockBreachEvent[] {
  return world.breachEvents.filter((event) => event.simulation_id === simulationId)
}

export const breachEventPath = (simulationId: number, id: number) =>
  `${simulationPath(simulationId)}events/breaches/${id}/`

export function breachEventRecord(event: MockBreachEvent, apiUrl: (path: string) => string) {
  const { simulation_id: simulationId, ...fields } = event
  return {
    ...fields,
    url: apiUrl(breachEventPath(simulationId, event.id)),
    simulation: apiUrl(simulationPath(simulationId)),
  }
}

export type BreachCreation =
  { ok: true; event: MockBreachEvent } | { ok: false; errors: FieldErrors }

/** The breach must be the model's; depth and discharge coefficients get defaults (decisions.md). */
export function addBreachEvent(
  world: World,
  simulation: MockSimulation,
  body: BreachCreate,
): BreachCreation {
  const potential = world.potentialBreaches.find(
    (candidate) =>
      candidate.id === body.potential_breach &&
      candidate.hydromodel_id === simulation.hydromodel_id,
  )
  if (!potential) {
    const message = `Potential breach ${body.potential_breach} is not one of the simulation's model.`
    return { ok: false, errors: { potential_breach: [message] } }
  }
  const event: MockBreachEvent = {
    id: nextId(world, 'breachEvents'),
    simulation_id: simulation.id,
    potential_breach: potential.id,
    line_id: potential.line_id,
    levee_material: potential.levee_material,
    offset: body.offset,
    duration_till_max_depth: body.duration_till_max_depth,
    maximum_breach_depth: body.maximum_breach_depth ?? potential.maximum_breach_depth,
    initial_width: body.initial_width,
    discharge_coefficient_positive:
      body.discharge_coefficient_positive ?? DEFAULT_DISCHARGE_COEFFICIENT,
    discharge_coefficient_negative:
      body.discharge_coefficient_negative ?? DEFAULT_DISCHARGE_COEFFICIENT,
  }
  world.breachEvents.push(event)
  return { ok: true, event }
}

export const readBreachEvents: ConfiguredEventsReader = (world, simulation, apiUrl) => ({
  breach: breachEventsOf(world, simulation.id).map((event) => breachEventRecord(event, apiUrl)),
})
