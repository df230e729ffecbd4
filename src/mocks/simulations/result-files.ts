import { nextId, type World } from '@/mocks/db/world'
import { placeholderResultBytes } from './result-file-content'
import type { MockResultFile, MockSimulation, MockStatus } from './types'

const RESULT_FILE_LIFETIME_MS = 7 * 24 * 3600 * 1000

/** The files of decisions.md "Results"; a crashed run leaves only its logs, to explain the crash. */
export function resultFilenames(simulationId: number, outcome: 'finished' | 'crashed'): string[] {
  const logs = `log_files_sim_${simulationId}.zip`
  return outcome === 'finished' ? ['results_hydro.nc', 'aggregate_results_hydro.nc', logs] : [logs]
}

export function resultFileKey(simulationId: number, filename: string): string {
  return `simulations/${simulationId}/results/${filename}`
}

export function addResultFiles(world: World, simulation: MockSimulation, ending: MockStatus): void {
  if (ending.name !== 'finished' && ending.name !== 'crashed') return
  const expiry = new Date(Date.parse(ending.created) + RESULT_FILE_LIFETIME_MS).toISOString()
  for (const filename of resultFilenames(simulation.id, ending.name)) {
    const size = placeholderResultBytes(simulation.id, filename).byteLength
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
        size,
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
