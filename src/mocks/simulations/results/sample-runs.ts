import { emptyWorld } from '@/mocks/db/create-world'
import { createRandom } from '@/mocks/db/random'
import { seedModels } from '@/mocks/seed/models/seed'
import { loadH5wasm, type H5wasm } from '@/lib/h5wasm-loader'
import { describeRun, type RunFacts } from './run-description'
import type { ResultRun } from './run-input'
import type { MockModel } from '@/mocks/db/records'

const world = emptyWorld()
seedModels(world, createRandom(1), new Date('2026-11-20T12:00:00Z'))

export function seededModel(id: number): MockModel {
  const model = world.models.find((candidate) => candidate.id === id)
  if (!model) throw new Error(`No model ${id}`)
  return model
}

/** A finished one-hour run of model 1 without events, unless told otherwise. */
export function sampleRun(overrides: Partial<RunFacts> = {}): ResultRun {
  const model = overrides.model ?? seededModel(1)
  const boundaries = world.boundaryConditions.filter((bc) => bc.hydromodel_id === model.id)
  const discharge = boundaries.filter((bc) => bc.type === 'discharge').length
  return describeRun({
    simulationId: 41,
    simulationName: 'Sample run',
    startDatetime: '2026-11-21T00:00:00Z',
    duration: 3600,
    endTime: 3600,
    outcome: 'finished',
    exitCode: 0,
    detail: null,
    endedAt: '2026-11-21T09:00:20.000Z',
    model,
    initialConditions: { savedState: null, oneD: 'default', twoD: null },
    breaches: [],
    rains: [],
    structureControls: [],
    savedStates: [],
    boundaryFile: null,
    dischargeBoundaries: discharge,
    levelBoundaries: boundaries.length - discharge,
    ...overrides,
  })
}

export function sampleBreach(modelId = 1, offset = 0, nth = 0): ResultRun['breaches'][number] {
  const potentials = world.potentialBreaches.filter((breach) => breach.hydromodel_id === modelId)
  const potential = potentials[nth]
  if (!potential) throw new Error(`Model ${modelId} has no potential breach ${nth + 1}`)
  return {
    lineId: potential.line_id,
    offset,
    durationTillMaxDepth: 600,
    maximumBreachDepth: potential.maximum_breach_depth,
    initialWidth: 20,
    dischargeCoefficient: 1,
  }
}

type H5File = InstanceType<H5wasm['File']>
let readNumber = 0

/** Opens NetCDF4 bytes with h5wasm, the way the results viewer reads them; close it after. */
export async function openNetcdf(bytes: Uint8Array): Promise<H5File> {
  const { h5wasm, module } = await loadH5wasm()
  readNumber += 1
  const path = `/read-result-${readNumber}.nc`
  module.FS.writeFile(path, bytes)
  return new h5wasm.File(path, 'r')
}
