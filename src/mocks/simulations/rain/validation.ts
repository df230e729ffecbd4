import type { BackendContext } from '@/mocks/router'
import { createBackgroundChecks } from '@/mocks/storage/background-checks'
import type { StoredObject } from '@/mocks/storage/object-store'
import { readRainNetcdf } from '@/lib/rain/read-rain-netcdf'
import { simulationFileUploadListener } from '../simulation-files'
import { rainRecordOfKey } from './records'
import type { MockRainNetcdf } from '@/mocks/db/records'
import type { World } from '@/mocks/db/world'
import { placementProblem } from './placement'

const checks = createBackgroundChecks()

export const rainValidationsSettled = checks.settled

/** Validated after the PUT: `processed`, or `error` with the reason (decisions.md). */
export const rainUploadListener = simulationFileUploadListener(
  rainRecordOfKey,
  (ctx, record, object) => {
    record.timestamps = null
    record.interval = null
    record.units = null
    record.offset = null
    record.epsg_code = null
    record.geotransform = null
    startValidation(ctx, record, object)
  },
)

/** Revalidated when read after a reload; gone bytes make it `error`, so nothing waits forever. */
export function resumeRainValidation(ctx: BackendContext, records: readonly MockRainNetcdf[]) {
  for (const record of records) {
    if (record.file.state !== 'uploaded' || checks.isRunning(ctx.storage, record.id)) continue
    if (!ctx.storage.has(record.storage_key)) {
      finish(record, {
        ok: false,
        reason: 'The uploaded file is no longer stored: upload it again.',
      })
      continue
    }
    const pending = ctx.storage.get(record.storage_key).then((object) => {
      if (object) startValidation(ctx, record, object)
    })
    checks.track(ctx.storage, record.id, pending)
  }
}

function startValidation(ctx: BackendContext, record: MockRainNetcdf, object: StoredObject) {
  const { id, storage_key: key } = record
  const etag = object.etag
  const validation = readRainNetcdf(object.body)
    .catch(() => ({ ok: false as const, reason: 'The file could not be read.' }))
    .then((reading) =>
      ctx.change((world) => {
        // The world may have been replaced (another tab) or the record removed or re-uploaded.
        const current = rainRecordOfKey(world, key)
        if (!current || current.id !== id || current.file.etag !== etag) return
        if (current.file.state !== 'uploaded') return
        finish(current, placed(world, current, reading))
      }),
    )
  checks.track(ctx.storage, id, validation)
}

type Reading = Awaited<ReturnType<typeof readRainNetcdf>>

function placed(world: World, record: MockRainNetcdf, reading: Reading): Reading {
  if (!reading.ok) return reading
  const simulation = world.simulations.find(({ id }) => id === record.simulation_id)
  const model = world.models.find(({ id }) => id === simulation?.hydromodel_id)
  const reason = placementProblem(reading, model)
  return reason ? { ok: false, reason } : reading
}

function finish(record: MockRainNetcdf, reading: Reading) {
  if (reading.ok) {
    record.file = { ...record.file, state: 'processed', state_description: null }
    record.timestamps = reading.timestamps
    record.interval = reading.interval
    record.units = reading.units
    record.offset = reading.offset
    record.epsg_code = reading.epsgCode
    record.geotransform = reading.geotransform
  } else {
    record.file = { ...record.file, state: 'error', state_description: reading.reason }
  }
}
