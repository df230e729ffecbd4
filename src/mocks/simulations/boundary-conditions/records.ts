import type { World } from '@/mocks/db/world'
import type { MockBoundaryConditionsFile } from '@/mocks/db/records'

/** The object-store bucket the mock names in `File` records. */
const STORAGE_BUCKET = 'polder-mock'

const KEY_PATTERN = /^simulations\/(\d+)\/boundary-conditions\/(\d+)\//

export function boundaryFileStorageKey(simulationId: number, id: number, filename: string) {
  return `simulations/${simulationId}/boundary-conditions/${id}/${filename}`
}

export function boundaryFileRecords(world: World): MockBoundaryConditionsFile[] {
  return world.boundaryConditionFiles
}

export function boundaryFilesOfSimulation(world: World, simulationId: number) {
  return boundaryFileRecords(world).filter((record) => record.simulation_id === simulationId)
}

/** The record a storage key belongs to, by the ids in the key. */
export function boundaryFileOfKey(world: World, key: string) {
  const match = KEY_PATTERN.exec(key)
  if (!match) return undefined
  const [simulationId, id] = [Number(match[1]), Number(match[2])]
  return boundaryFileRecords(world).find(
    (record) =>
      record.id === id && record.simulation_id === simulationId && record.storage_key === key,
  )
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
