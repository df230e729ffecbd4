import { seedModels } from '../seed/models/seed'
import { seedSimulations } from '../seed/simulations/seed'
import { defaultSimulationSettings } from '../simulations/settings'
import { COASTAL_CONSULTANTS, POLDER_WATER_BOARD, seedUsers } from './accounts'
import { createRandom } from './random'
import type { World } from './world'

/** Bump whenever the seed or the shape of World changes: persisted demo worlds are then dropped. */
export const WORLD_VERSION = 5

/** Each seeder draws from its own stream, so growing one fixture set never reshuffles another. */
export const SEEDS = { models: 20261101, simulations: 20261102 } as const

export function emptyWorld(): World {
  return {
    version: WORLD_VERSION,
    organisations: [],
    users: [],
    models: [],
    rasters: [],
    savedStates: [],
    potentialBreaches: [],
    boundaryConditions: [],
    simulations: [],
    simulationStatuses: [],
    resultFiles: [],
    initialConditions: [],
    savedStateEvents: [],
    breachEvents: [],
    simulationSettings: defaultSimulationSettings(),
    rainNetcdfs: [],
    boundaryConditionFiles: [],
    structureControls: [],
    postProcessing: [],
    sequences: {},
  }
}

export function createWorld({ now }: { now: Date }): World {
  const world = emptyWorld()
  world.organisations = [{ ...POLDER_WATER_BOARD }, { ...COASTAL_CONSULTANTS }]
  world.users = seedUsers.map((user) => ({ ...user, organisations: [...user.organisations] }))
  seedModels(world, createRandom(SEEDS.models), now)
  seedSimulations(world, createRandom(SEEDS.simulations), now)
  return world
}
