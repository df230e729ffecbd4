import type { World } from '@/mocks/db/world'
import { conflict } from '@/mocks/http'
import { emptyEventsOverview, type EventsOverview } from './events-overview'
import { latestStatusOf } from './history'
import type { MockSimulation } from '@/mocks/db/records'

/**
 * Initial conditions and events change only while the simulation is `created`; afterwards POST
 * and DELETE answer 409 (decisions.md "Simulations", "Reading back and removing").
 */
export function refuseUnlessConfigurable(
  world: World,
  simulation: MockSimulation,
): Response | null {
  const status = latestStatusOf(world, simulation.id)
  if (status === undefined || status.name === 'created') return null
  return conflict(
    `Simulation ${simulation.id} is ${status.name}: initial conditions and events can only change while it is created.`,
  )
}

/** What one configuration resource contributes to GET /simulations/{id}/events/. */
export type ConfiguredEventsReader = (
  world: World,
  simulation: MockSimulation,
  apiUrl: (path: string) => string,
) => Partial<EventsOverview>

/** Every kind key (empty), with each resource's records merged over it. */
export function eventsOverviewOf(
  world: World,
  simulation: MockSimulation,
  apiUrl: (path: string) => string,
  readers: readonly ConfiguredEventsReader[],
): EventsOverview {
  return Object.assign(
    emptyEventsOverview(),
    ...readers.map((read) => read(world, simulation, apiUrl)),
  ) as EventsOverview
}
