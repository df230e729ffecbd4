import type { CurrentStatus } from '@/api/simulations/schema'

/** The server accepts changes to initial conditions and events only while the simulation is `created`. */
export function configurationLockReason(status: CurrentStatus | undefined): string | null {
  if (status === undefined || status.name === 'created') return null
  return `This simulation is ${status.name}: its configuration is shown read-only, because the server accepts changes only before the run starts.`
}
