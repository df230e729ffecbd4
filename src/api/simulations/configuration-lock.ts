import type { CurrentStatus } from '@/api/simulations/schema'

/** Why the simulation's initial conditions and events can no longer change, or null while they can: the server accepts changes only while the simulation is `created` (decisions.md). */
export function configurationLockReason(status: CurrentStatus | undefined): string | null {
  if (status === undefined || status.name === 'created') return null
  return `This simulation is ${status.name}: its configuration is shown read-only, because the server accepts changes only before the run starts.`
}
