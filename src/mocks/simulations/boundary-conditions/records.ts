import type { World } from '@/mocks/db/world'
import { simulationFileKey, simulationFileOfKey } from '../simulation-files'
import type { MockBoundaryConditionsFile } from '@/mocks/db/records'

/** The object-store bucket the mock names in `File` records. */
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

/** The record in API shape (reference `FileBoundaryCondition`). */
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
    // The reference's full `File`: the bucket and upload type besides what the record keeps.
    file: { ...record.file, bucket: STORAGE_BUCKET, type: 'timeseries' },
    state: record.state,
    state_detail: record.state_detail,
  }
}
