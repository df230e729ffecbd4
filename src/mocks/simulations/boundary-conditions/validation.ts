import type { BackendContext } from '@/mocks/router'
import { createBackgroundChecks } from '@/mocks/storage/background-checks'
import { checkBoundaryContent } from './check-content'
import { simulationFileUploadListener } from '../simulation-files'
import { boundaryFileOfKey } from './records'
import type { MockBoundaryConditionsFile } from '@/mocks/db/records'

const checks = createBackgroundChecks()

export const boundaryValidationsSettled = checks.settled

export const boundaryFileUploadListener = simulationFileUploadListener(
  boundaryFileOfKey,
  (ctx, record, object) => {
    record.state = 'processing'
    record.state_detail = null
    startCheck(ctx, record, object.etag, Promise.resolve(object.body))
  },
)

/** A file left `processing` after upload (the demo reloaded) is checked again when read. */
export function resumeBoundaryValidation(
  ctx: BackendContext,
  records: readonly MockBoundaryConditionsFile[],
) {
  for (const record of records) {
    if (record.file.state !== 'uploaded' || record.state !== 'processing') continue
    if (checks.isRunning(ctx.storage, record.id)) continue
    const bytes = ctx.storage.get(record.storage_key).then((object) => object?.body ?? null)
    startCheck(ctx, record, record.file.etag ?? null, bytes)
  }
}

function startCheck(
  ctx: BackendContext,
  record: MockBoundaryConditionsFile,
  etag: string | null,
  bytes: Promise<Uint8Array | null>,
) {
  const { id, storage_key: key, simulation_id: simulationId } = record
  const check = bytes.then((body) =>
    ctx.change((world) => {
      // The world may have been replaced (another tab) or the record removed or re-uploaded.
      const current = boundaryFileOfKey(world, key)
      if (!current || current.id !== id || (current.file.etag ?? null) !== etag) return
      if (current.state !== 'processing') return
      const simulation = world.simulations.find((each) => each.id === simulationId)
      const result =
        body === null || !simulation
          ? {
              ok: false as const,
              detail: ['The uploaded file is no longer stored: upload it again.'],
            }
          : checkBoundaryContent(world, simulation, body)
      current.state = result.ok ? 'valid' : 'invalid'
      current.state_detail = result.ok ? null : result.detail
      current.file = { ...current.file, state: result.ok ? 'processed' : 'error' }
    }),
  )
  checks.track(ctx.storage, id, check)
}
