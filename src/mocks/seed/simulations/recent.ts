import { canStart } from '@/api/models/schema'
import { COASTAL_CONSULTANTS, POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import type { Random } from '@/mocks/db/random'
import { nextId, type World } from '@/mocks/db/world'
import { appendStatus } from '@/mocks/simulations/transitions'
import { uuidFrom } from '@/mocks/simulations/uuid'
import { seedHistory } from './history'

const HOUR = 3600 * 1000

/** One run per organisation, finished hours before `now`: its files are still downloadable. */
const RECENT_RUNS = [
  { organisation: POLDER_WATER_BOARD.unique_id, user: 'modeller', hoursAgo: 5 },
  { organisation: COASTAL_CONSULTANTS.unique_id, user: 'outsider', hoursAgo: 26 },
]

/** The mock server's fresh world gets these; the history before SEED_ANCHOR has long expired. */
export function seedRecentRuns(world: World, random: Random, now: Date): void {
  for (const { organisation, user, hoursAgo } of RECENT_RUNS) {
    const model = world.models.find(
      (candidate) =>
        candidate.organisation === organisation &&
        canStart(candidate) &&
        candidate.fixture.kind !== 'sewer' &&
        candidate.fixture.cells > 0,
    )
    const owner = world.organisations.find((org) => org.unique_id === organisation)
    if (!model || !owner) continue
    const created = Math.floor((now.getTime() - hoursAgo * HOUR) / 1000) * 1000
    const start = Math.floor(created / HOUR) * HOUR
    const duration = 3600
    const simulation = {
      id: nextId(world, 'simulations'),
      uuid: uuidFrom(random),
      name: `${model.name.split(' ')[0] ?? model.name} latest breach run`,
      tags: ['breach-study'],
      created: new Date(created).toISOString(),
      hydromodel_id: model.id,
      organisation,
      organisation_name: owner.name,
      user,
      start_datetime: new Date(start).toISOString(),
      end_datetime: new Date(start + duration * 1000).toISOString(),
      duration,
    }
    world.simulations.push(simulation)
    const outcome = { kind: 'finished', pause: false } as const
    for (const { next, at } of seedHistory(random, outcome, duration, created)) {
      appendStatus(world, simulation, next, at)
    }
  }
}
