import { emptyWorld } from '@/mocks/db/create-world'
import { createRandom } from '@/mocks/db/random'
import type { MockModel } from '@/mocks/db/records'
import { seedModels } from '@/mocks/seed/models/seed'

/** When the mock's models were seeded (seed 1): their saved states' expiry follows it. */
export const MODELS_SEEDED = new Date('2026-11-20T12:00:00Z')

/** A world of the mock's seeded models alone, with no backend around it. */
export function seededModels() {
  const world = emptyWorld()
  seedModels(world, createRandom(1), MODELS_SEEDED)
  const byName = (name: string): MockModel => {
    const found = world.models.find((record) => record.name === name)
    if (!found) throw new Error(`No mock model ${name}`)
    return found
  }
  return { world, byName }
}
