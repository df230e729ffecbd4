import type { World } from '@/mocks/db/world'
import { simulationFileKey, simulationFileOfKey } from '../simulation-files'
import type { MockBoundaryConditionsFile } from '@/mocks/db/records'

const STORAGE_BUCKET = 'polder-mock'

const FOLDER = 'boundary-conditions'

export function boundaryFileStorageKey(simulationId: number, id: number, filename: string) {
  return simulationFileKey(FOLDER, simulationId, id, filename)
}

export function boundaryFileRecords(world: World): MockBoundaryConditionsFile[] {
  return world.boundaryConditionFiles
}

export function boundaryFilesOfSimulation(world: World, simulationId: number) {
  return boundaryFileRecords(world).filter((record) => record.simulation_id === simulationId)
}

export function boundaryFileOfKey(world: World, key: string) {
  return simulationFileOfKey(boundaryFileRecords(world), FOLDER, key)
}

export function boundaryFileRecord(
  record: MockBoundaryConditionsFile,
  apiUrl: (path: string) => string,
) {
  return {
    id: record.id,
    uid: record.uid,
    url: apiUrl(
      `/simulations/${record.simulation_id}/events/boundaryconditions/file/${record.id}/`,
    ),
    simulation: apiUrl(`/simulations/${record.simulation_id}/`),
    file: { ...record.file, bucket: STORAGE_BUCKET, type: 'timeseries' },
    state: record.state,
    state_detail: record.state_detail,
  }
}
