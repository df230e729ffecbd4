import { nextId, type World } from '@/mocks/db/world'
import { aggregationSettings } from './results/model-settings'
import { AGGREGATE_FILENAME, logZipFilename, RESULTS_FILENAME } from './results/filenames'
import type { MockResultFile, MockSimulation, MockStatus } from '@/mocks/db/records'

const RESULT_FILE_LIFETIME_MS = 7 * 24 * 3600 * 1000

/** The aggregate only when the model defines aggregation; a crashed run leaves only its logs. */
export function resultFilenames(
  simulationId: number,
  outcome: 'finished' | 'crashed',
  aggregation: boolean,
): string[] {
  const logs = logZipFilename(simulationId)
  if (outcome === 'crashed') return [logs]
  return [RESULTS_FILENAME, ...(aggregation ? [AGGREGATE_FILENAME] : []), logs]
}

export function resultFileKey(simulationId: number, filename: string): string {
  return `simulations/${simulationId}/results/${filename}`
}

/** Records only: bytes come on first download (docs/records/0016-result-files-on-first-download.md). */
export function addResultFiles(world: World, simulation: MockSimulation, ending: MockStatus): void {
  if (ending.name !== 'finished' && ending.name !== 'crashed') return
  const model = world.models.find((candidate) => candidate.id === simulation.hydromodel_id)
  const aggregation = model !== undefined && aggregationSettings(model) !== null
  const expiry = new Date(Date.parse(ending.created) + RESULT_FILE_LIFETIME_MS).toISOString()
  for (const filename of resultFilenames(simulation.id, ending.name, aggregation)) {
    world.resultFiles.push({
      id: nextId(world, 'resultFiles'),
      simulation_id: simulation.id,
      filename,
      created: ending.created,
      storage_key: resultFileKey(simulation.id, filename),
      expires_at: expiry,
      file: {
        filename,
        state: 'uploaded',
        state_description: null,
        size: null,
        etag: null,
        expiry_date: expiry.slice(0, 10),
      },
    })
  }
}

export function resultFilesOf(world: World, simulationId: number): MockResultFile[] {
  return world.resultFiles.filter((file) => file.simulation_id === simulationId)
}

export function isExpired(file: MockResultFile, now: Date): boolean {
  return Date.parse(file.expires_at) <= now.getTime()
}
