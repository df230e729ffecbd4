import type { World } from '@/mocks/db/world'
import { conflict } from '@/mocks/http'
import { emptyEventsOverview, type EventsOverview } from './events-overview'
import { latestStatusOf } from './history'
import type { MockSimulation } from '@/mocks/db/records'

/** Configuration changes only while `created`; afterwards 409 (decisions.md "Simulations"). */
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

export type ConfiguredEventsReader = (
  world: World,
  simulation: MockSimulation,
  apiUrl: (path: string) => string,
) => Partial<EventsOverview>

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
