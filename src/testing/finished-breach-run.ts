import type { Simulation } from '@/api/simulations/schema'
import { createSimulation } from './new-run'
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
  const post = async (path: string, body: unknown) => {
    const answer = await backend.api(path, { body })
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status}`)
  }
  const run = await createSimulation(backend.api, { name, duration: 600 })
  await post(`/simulations/${run.id}/events/breaches/`, {
    potential_breach: potential.id,
    offset: 0,
    duration_till_max_depth: 300,
    initial_width: width,
  })
  await post(`/simulations/${run.id}/actions/`, { name: 'start' })
  backend.tick(24 * 3600)
  return run
}
