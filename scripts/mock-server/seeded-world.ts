import { createWorld, SEEDS } from '@/mocks/db/create-world'
import { createRandom } from '@/mocks/db/random'
import type { World } from '@/mocks/db/world'
import { seedRecentRuns } from '@/mocks/seed/simulations/recent'

/** The server's fresh world: the demo's, plus runs finished just before it started. */
export function mockServerWorld(now: Date): World {
  const world = createWorld({ now })
  seedRecentRuns(world, createRandom(SEEDS.simulations), now)
  return world
}
