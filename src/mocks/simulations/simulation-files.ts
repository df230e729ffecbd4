import type { World } from '@/mocks/db/world'
import type { BackendContext, UploadListener } from '@/mocks/router'
import type { StoredObject } from '@/mocks/storage/object-store'
import type { MockSimulationFile } from '@/mocks/db/records'

export function simulationFileKey(folder: string, simulationId: number, id: number, name: string) {
  return `simulations/${simulationId}/${folder}/${id}/${name}`
}

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

/** The file becomes `uploaded`, then `afterUpload` starts its check, in the same change. */
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
