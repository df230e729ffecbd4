import { detached } from '@/mocks/db/journal'
import type { World } from '@/mocks/db/world'
import { latestStatusOf } from './history'
import { contentTypeOf } from './results/filenames'
import { produceResultFile } from './results/generator'
import { resultRunOf } from './results/run-input'
import type { MockResultFile } from '@/mocks/db/records'

/**
 * What produces a result file's bytes on its first download: the run's facts are read from the
 * world now (plain JSON), the generation runs later, off the page thread in the demo.
 */
export function resultFileProducer(
  world: World,
  file: MockResultFile,
): { produce: () => Promise<Uint8Array>; contentType: string } | undefined {
  const simulation = world.simulations.find((candidate) => candidate.id === file.simulation_id)
  const ending = latestStatusOf(world, file.simulation_id)
  const run = simulation && ending && resultRunOf(world, simulation, ending)
  if (!run) return undefined
  const facts = detached(run)
  return {
    produce: () => produceResultFile(facts, file.filename),
    contentType: contentTypeOf(file.filename),
  }
}
