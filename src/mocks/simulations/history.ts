import type { World } from '@/mocks/db/world'
import type { MockSimulation, MockStatus, SimulationSettings } from '@/mocks/db/records'

/** Statuses that hold one of the organisation's sessions. */
export const SESSION_STATUSES = ['starting', 'initialized'] as const

export function historyOf(world: World, simulationId: number): MockStatus[] {
  return world.simulationStatuses.filter((status) => status.simulation_id === simulationId)
}

export function latestStatuses(world: World): Map<number, MockStatus> {
  const latest = new Map<number, MockStatus>()
  for (const status of world.simulationStatuses) latest.set(status.simulation_id, status)
  return latest
}

export function latestStatusOf(world: World, simulationId: number): MockStatus | undefined {
  return world.simulationStatuses.findLast((status) => status.simulation_id === simulationId)
}

export function isRunning(status: MockStatus): boolean {
  return status.name === 'initialized' && status.paused === false
}

export function holdsSession(status: MockStatus): boolean {
  return SESSION_STATUSES.some((name) => name === status.name)
}

export function liveTime(
  simulation: MockSimulation,
  status: MockStatus,
  settings: SimulationSettings,
  now: Date,
): number {
  const stored = status.time ?? 0
  if (!isRunning(status)) return stored
  const elapsed = Math.max(0, now.getTime() - Date.parse(status.created)) / 1000
  return Math.min(
    simulation.duration,
    Math.floor(stored + elapsed * settings.simulatedSecondsPerSecond),
  )
}

/** How a status reads in a refusal: a paused and a running `initialized` differ for the user. */
export function describeStatus(status: MockStatus): string {
  if (status.name !== 'initialized') return status.name
  return status.paused ? 'paused' : 'running'
}
