import type { Simulation } from '@/api/simulations/schema'
import { addBreach, createSimulation } from './new-run'
import type { setupTestBackend } from './test-backend'

type Backend = ReturnType<typeof setupTestBackend>

/** A ten-minute run of model 1 through its `nth` potential breach, started and run to its end. */
export async function finishedBreachRun(
  backend: Backend,
  nth: number,
  { name, width = 10 }: { name: string; width?: number },
): Promise<Simulation> {
  const potential = backend.backend.world.potentialBreaches.filter(
    (each) => each.hydromodel_id === 1,
  )[nth]
  if (!potential) throw new Error(`model 1 has a potential breach ${nth + 1}`)
  const run = await createSimulation(backend.api, { name, duration: 600 })
  await addBreach(backend.api, run.id, potential.id, { width, deepestAfter: 300 })
  const started = await backend.api(`/simulations/${run.id}/actions/`, { body: { name: 'start' } })
  if (started.status >= 300) throw new Error(`Starting ${name} answered ${started.status}`)
  backend.tick(24 * 3600)
  return run
}
