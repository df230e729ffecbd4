import type { World } from '@/mocks/db/world'
import type { BackendContext, UploadListener } from '@/mocks/router'
import type { StoredObject } from '@/mocks/storage/object-store'
import type { MockSimulationFile } from '@/mocks/db/records'

/** Where the bytes of an uploaded simulation file live: the ids in the key find its record again. */
export function simulationFileKey(folder: string, simulationId: number, id: number, name: string) {
  return `simulations/${simulationId}/${folder}/${id}/${name}`
}

/** The record a storage key belongs to, by the ids in the key (`folder` is a plain path part). */
export function simulationFileOfKey<Record extends MockSimulationFile>(
  records: readonly Record[],
  folder: string,
  key: string,
): Record | undefined {
  const match = new RegExp(`^simulations/(\\d+)/${folder}/(\\d+)/`).exec(key)
  if (!match) return undefined
  const [simulationId, id] = [Number(match[1]), Number(match[2])]
  return records.find(
    (record) =>
      record.id === id && record.simulation_id === simulationId && record.storage_key === key,
  )
}

/**
 * After the PUT of a simulation file: the file becomes `uploaded` with its size and ETag, then
 * `afterUpload` starts its check, in the same change of the world.
 */
export function simulationFileUploadListener<Record extends MockSimulationFile>(
  recordOfKey: (world: World, key: string) => Record | undefined,
  afterUpload: (ctx: BackendContext, record: Record, object: StoredObject) => void,
): UploadListener {
  return (ctx, key, object) =>
    ctx.change((world) => {
      const record = recordOfKey(world, key)
      if (!record) return
      record.file = {
        ...record.file,
        state: 'uploaded',
        state_description: null,
        size: object.body.byteLength,
        etag: object.etag,
      }
      afterUpload(ctx, record, object)
    })
}
